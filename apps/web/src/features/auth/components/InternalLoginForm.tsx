import type { SessionUser } from '@lms/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { useInternalLogin } from '../api/internal-login';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { AuthInput, FailureNotice, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';
import { CredentialFields, useCredentials } from './CredentialFields';

/** Sign-in of the product company's own staff (/internal), optionally straight into one school. */
export function InternalLoginForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const { t } = useTranslation('auth');
  const firstError = useFirstError();
  const failureText = useSignInFailureText();
  const login = useInternalLogin();
  const credentials = useCredentials('internal');
  const [school, setSchool] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.complete()) {
      firstError.reveal();
      return;
    }
    login.mutate(
      { email: credentials.email.trim(), password: credentials.password, school: school.trim() },
      { onSuccess: ({ user }) => onSignedIn(user) },
    );
  };

  return (
    <form ref={firstError.ref} className={styles.form} onSubmit={submit} noValidate aria-labelledby="internal-title">
      <h1 id="internal-title" className={styles.title}>
        {t('internal.title')}
      </h1>
      <p className={styles.lead}>{t('internal.lead')}</p>
      {login.isError && <FailureNotice>{failureText(login.error)}</FailureNotice>}
      <CredentialFields credentials={credentials} />
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
