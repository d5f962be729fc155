import type { ErrorCode, SessionUser } from '@lms/shared';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { useFirstError } from '../../../components/form/use-first-error';
import { useSentBeforeStart } from '../../../lib/first-paint';
import { useLogin } from '../api/login';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { FailureNotice, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';
import { CredentialFields, useCredentials } from './CredentialFields';

const FORM_ID = 'login';

interface LoginFormProps {
  /** The e-mail to fill in, when the page that sent the person here knows it. */
  email?: string;
  /** The person has just accepted their invitation: greeted as a newcomer, not welcomed back. */
  firstSignIn?: boolean;
  /** Why the person's session ended, said above the form until they try to sign in. */
  notice?: ErrorCode | null;
  forgotPasswordLink: To;
  onSignedIn(user: SessionUser): void;
}

export function LoginForm({ email, firstSignIn = false, notice, forgotPasswordLink, onSignedIn }: LoginFormProps) {
  const { t: tError } = useTranslation('errors');
  const { t } = useTranslation('auth');
  const failureText = useSignInFailureText();
  const login = useLogin();
  const credentials = useCredentials(FORM_ID, email);
  const sentEarly = useSentBeforeStart(FORM_ID);
  const firstError = useFirstError();

  const send = () => {
    if (!credentials.complete()) {
      firstError.reveal();
      return;
    }
    login.mutate(
      { email: credentials.email.trim(), password: credentials.password },
      { onSuccess: ({ user }) => onSignedIn(user) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Sent from the form drawn before the app started: sent now, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when that becomes known, not on each change of the fields
  useEffect(() => {
    if (sentEarly) send();
  }, [sentEarly]);

  return (
    <form
      ref={firstError.ref}
      id={FORM_ID}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="login-title"
    >
      <h1 id="login-title" className={styles.title}>
        {firstSignIn ? t('login.firstTitle') : t('login.title')}
      </h1>
      <p className={styles.lead}>{firstSignIn ? t('login.firstLead') : t('login.lead')}</p>
      {login.isError && <FailureNotice>{failureText(login.error)}</FailureNotice>}
      {notice && login.isIdle && <FailureNotice>{tError(notice)}</FailureNotice>}
      <CredentialFields credentials={credentials} />
      <div className={styles.aside}>
        <Link to={forgotPasswordLink}>{t('login.forgot')}</Link>
      </div>
      <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
