import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import styles from './AuthForm.module.css';

/** Shown for a reset address that is not one we mail out (cut off when copied, say). */
export function InvalidResetLink({ requestAgainLink }: { requestAgainLink: To }) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  return (
    <section aria-labelledby="reset-invalid-title">
      <h1 id="reset-invalid-title" className={styles.title}>
        {t('reset.title')}
      </h1>
      <Alert className={styles.alert} type="error" showIcon role="alert" title={tError('auth.reset_link_invalid')} />
      <Link to={requestAgainLink}>{t('reset.askAgain')}</Link>
    </section>
  );
}
