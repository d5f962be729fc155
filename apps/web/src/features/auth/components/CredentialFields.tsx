import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { AuthInput, PasswordInput } from './AuthControls';

export type Credentials = ReturnType<typeof useCredentials>;

/** The e-mail and password of a sign-in form, and whether the form has been sent (to show what is missing). */
export function useCredentials() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return {
    email,
    password,
    submitted,
    setEmail,
    setPassword,
    /** Marks the form as sent; true when both fields are filled. */
    complete() {
      setSubmitted(true);
      return email.trim() !== '' && password !== '';
    },
  };
}

/** The e-mail and password fields, each saying when it was left empty. */
export function CredentialFields({ idPrefix, credentials }: { idPrefix: string; credentials: Credentials }) {
  const { t } = useTranslation('auth');
  const { email, password, submitted } = credentials;
  return (
    <>
      <Field
        id={`${idPrefix}-email`}
        label={t('fields.email')}
        error={submitted && email.trim() === '' ? t('login.emailRequired') : null}
      >
        {(control) => (
          <AuthInput
            {...control}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => credentials.setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        error={submitted && password === '' ? t('login.passwordRequired') : null}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(event) => credentials.setPassword(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
