import type { SessionUser } from '@lms/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { useInternalLogin } from '../api/internal-login';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { AuthInput, FailureNotice, PasswordInput, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';

/** Sign-in of the product company's own staff (/internal), optionally straight into one school. */
export function InternalLoginForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const { t } = useTranslation('auth');
  const failureText = useSignInFailureText();
  const login = useInternalLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [school, setSchool] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const emailError = submitted && email.trim() === '' ? t('login.emailRequired') : null;
  const passwordError = submitted && password === '' ? t('login.passwordRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '') return;
    login.mutate(
      { email: email.trim(), password, school: school.trim() },
      { onSuccess: ({ user }) => onSignedIn(user) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="internal-title">
      <h1 id="internal-title" className={styles.title}>
        {t('internal.title')}
      </h1>
      <p className={styles.lead}>{t('internal.lead')}</p>
      {login.isError && <FailureNotice>{failureText(login.error)}</FailureNotice>}
      <Field id="internal-email" label={t('fields.email')} error={emailError}>
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
      <Field id="internal-password" label={t('fields.password')} error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field id="internal-school" label={t('internal.school')}>
        {(control) => (
          <AuthInput
            {...control}
            autoComplete="off"
            value={school}
            onChange={(event) => setSchool(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
