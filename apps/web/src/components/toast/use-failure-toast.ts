import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../lib/request-failure';
import { showToast } from './toast-store';

/** Turns a failed request into a translated error toast (never the server's English text). */
export function useFailureToast() {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => showToast(t(failureCode(error)), 'error'), [t]);
}
