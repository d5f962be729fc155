import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmEmail } from '../api/confirm-email';
import { forgetSession } from '../forget-session';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { FailureNotice, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';

/**
 * The link sent to a new e-mail address: one press makes it the sign-in address. Every session
 * of the account ends with it, this browser's too, so the next step is signing in with it.
 */
export function EmailConfirm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const failureText = useSignInFailureText();
  const confirm = useConfirmEmail();
  const [email, setEmail] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(token, {
      onSuccess: (changed) => {
        forgetSession();
        setEmail(changed);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="email-change-title">
      <h1 id="email-change-title" className={styles.title}>
        {t('emailChange.title')}
      </h1>
      {email ? (
        <p className={styles.lead} role="status">
          {t('emailChange.done', { email })}
        </p>
      ) : (
        <p className={styles.lead}>{t('emailChange.lead')}</p>
      )}
      {confirm.isError && <FailureNotice>{failureText(confirm.error)}</FailureNotice>}
      {email || confirm.isError ? (
        <p>
          <Link to="/">{t('emailChange.signIn')}</Link>
        </p>
      ) : (
        <SubmitButton pending={confirm.isPending}>{t('emailChange.confirm')}</SubmitButton>
      )}
    </form>
  );
}
