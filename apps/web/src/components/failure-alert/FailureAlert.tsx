import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../lib/request-failure';

interface FailureAlertProps {
  /** The failed request's error. */
  error: unknown;
  /** What did not happen, when the page says it; the reason then follows under it. */
  title?: string;
  className?: string;
}

/** A request that failed, announced at once with the reason in the reader's language. */
export function FailureAlert({ error, title, className }: FailureAlertProps) {
  const { t } = useTranslation('errors');
  const reason = t(failureCode(error));
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      role="alert"
      title={title ?? reason}
      description={title ? reason : undefined}
    />
  );
}
