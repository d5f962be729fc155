import type { SessionUser } from '@lms/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Field } from '../../../components/field/Field';
import { useLogin } from '../api/login';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { AuthInput, FailureNotice, PasswordInput, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';

interface LoginFormProps {
  forgotPasswordLink: To;
  onSignedIn(user: SessionUser): void;
}

export function LoginForm({ forgotPasswordLink, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const failureText = useSignInFailureText();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const emailError = submitted && email.trim() === '' ? t('login.emailRequired') : null;
  const passwordError = submitted && password === '' ? t('login.passwordRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '') return;
    login.mutate({ email: email.trim(), password }, { onSuccess: ({ user }) => onSignedIn(user) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.lead}>{t('login.lead')}</p>
      {login.isError && <FailureNotice>{failureText(login.error)}</FailureNotice>}
      <Field id="login-email" label={t('fields.email')} error={emailError}>
        {(control) => (
          <AuthInput
            {...control}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field id="login-password" label={t('fields.password')} error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.aside}>
        <Link to={forgotPasswordLink}>{t('login.forgot')}</Link>
      </div>
      <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
