import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../lib/request-failure';
import { type ResetLink, useResetLinkCheck } from '../api/check-reset-link';
import styles from './AuthForm.module.css';
import { InvalidResetLink } from './InvalidResetLink';
import { ResetPasswordForm } from './ResetPasswordForm';

const REFUSED_LINKS = new Set(['auth.reset_link_invalid', 'auth.reset_link_expired']);

interface CheckedResetFormProps {
  link: ResetLink;
  requestAgainLink: string;
  onDone(): void;
}

/**
 * Checks the mailed link before offering the form, so a used or expired link says so at
 * once. Any other failure leaves the form: submitting it reports what went wrong.
 */
export function CheckedResetForm({ link, requestAgainLink, onDone }: CheckedResetFormProps) {
  const { t } = useTranslation('auth');
  const check = useResetLinkCheck(link);
  if (check.isPending) {
    return (
      <div className={styles.checking} role="status">
        <Spin aria-hidden />
        <span>{t('reset.checking')}</span>
      </div>
    );
  }
  const code = check.isError ? failureCode(check.error) : null;
  if (code && REFUSED_LINKS.has(code)) return <InvalidResetLink requestAgainLink={requestAgainLink} reason={code} />;
  return <ResetPasswordForm id={link.id} email={link.email} onDone={onDone} />;
}
