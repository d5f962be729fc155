import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For a field's `allowClear`: its clear button named in the reader's language (antd's button
 * is named after its icon's file, "close-circle").
 */
export function useClearable() {
  const { t } = useTranslation();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('actions.clear')} /> }), [t]);
}
