import { useTranslation } from 'react-i18next';
import { failureCode } from '../../lib/request-failure';
import { retryAfter, retryWait } from './retry-after';

/** Why a sign-in failed, translated; after too many attempts, how long to wait. */
export function useSignInFailureText() {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  return (error: unknown) => {
    const seconds = retryAfter(error);
    if (seconds === null) return tError(failureCode(error));
    const { unit, count } = retryWait(seconds);
    return unit === 'seconds' ? t('login.retrySeconds', { count }) : t('login.retryMinutes', { count });
  };
}
