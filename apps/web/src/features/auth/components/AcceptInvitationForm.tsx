import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureCode } from '../../../lib/request-failure';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationCheck } from '../api/check-invitation';
import styles from './AuthForm.module.css';
import { NewPasswordForm } from './NewPasswordForm';

const REFUSED_LINKS = new Set(['auth.invitation_invalid', 'auth.invitation_expired']);

interface AcceptInvitationFormProps {
  /** From the invitation mail's link. */
  token: string;
  /** The password is set; `email` is the one the teacher now signs in with. */
  onDone(email: string): void;
}

/**
 * An invited teacher chooses their first password. The link is checked as the page opens, so a
 * used, withdrawn, expired or made-up link says so at once instead of asking for a password.
 */
export function AcceptInvitationForm({ token, onDone }: AcceptInvitationFormProps) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const check = useInvitationCheck(token);
  const accept = useAcceptInvitation();
  if (check.isPending) {
    return (
      <div className={styles.checking} role="status">
        <Spin aria-hidden />
        <span>{t('invitation.checking')}</span>
      </div>
    );
  }
  const code = check.isError ? failureCode(check.error) : null;
  if (code && REFUSED_LINKS.has(code)) {
    return (
      <section aria-labelledby="invitation-invalid-title">
        <h1 id="invitation-invalid-title" className={styles.title}>
          {t('invitation.invalidTitle')}
        </h1>
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={tError(code)}
          description={t('invitation.askAgain')}
        />
        <Link className={styles.askAgain} to="/">
          {t('invitation.toSignIn')}
        </Link>
      </section>
    );
  }
  // Any other failure of the check leaves the form: submitting it reports what went wrong.
  const invited = check.data;
  return (
    <NewPasswordForm
      idPrefix="invitation"
      title={invited ? t('invitation.title', { name: invited.name }) : t('invitation.pageTitle')}
      lead={t('invitation.lead', { email: invited?.email ?? '' })}
      submitLabel={t('invitation.submit')}
      email={invited?.email}
      pending={accept.isPending}
      failure={accept.error}
      onSubmit={(password, confirm) =>
        accept.mutate({ token, password, confirm }, { onSuccess: ({ email }) => onDone(email) })
      }
    />
  );
}
