import type { ErrorCode } from '@lms/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import styles from './AuthForm.module.css';

interface InvalidResetLinkProps {
  requestAgainLink: To;
  /** Why the link cannot be used: not one we sent or already used (the default), or expired. */
  reason?: ErrorCode;
}

/** Shown instead of the form for a link that cannot set a password, with the way to ask for a new one. */
export function InvalidResetLink({ requestAgainLink, reason = 'auth.reset_link_invalid' }: InvalidResetLinkProps) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  return (
    <section aria-labelledby="reset-invalid-title">
      <h1 id="reset-invalid-title" className={styles.title}>
        {t('reset.title')}
      </h1>
      <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(reason)} />
      <Link className={styles.askAgain} to={requestAgainLink}>
        {t('reset.askAgain')}
      </Link>
    </section>
  );
}
