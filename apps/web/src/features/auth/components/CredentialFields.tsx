import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { focusedBeforeStart, useTypedBeforeStart } from '../../../lib/first-paint';
import { AuthInput, PasswordInput } from './AuthControls';

export type Credentials = ReturnType<typeof useCredentials>;

/**
 * The e-mail and password of a sign-in form, and whether the form has been sent (to show what is
 * missing). They take what was typed into the form drawn before the app started, if any, else
 * `knownEmail` (the e-mail of an invitation just accepted, say).
 */
export function useCredentials(idPrefix: string, knownEmail?: string) {
  const [email, setEmail] = useTypedBeforeStart(`${idPrefix}-email`, knownEmail);
  const [password, setPassword] = useTypedBeforeStart(`${idPrefix}-password`);
  const [submitted, setSubmitted] = useState(false);
  return {
    email,
    password,
    submitted,
    setEmail,
    setPassword,
    idPrefix,
    /** Marks the form as sent; true when both fields are filled. */
    complete() {
      setSubmitted(true);
      return email.trim() !== '' && password !== '';
    },
  };
}

/** The e-mail and password fields, each saying when it was left empty. */
export function CredentialFields({ credentials }: { credentials: Credentials }) {
  const { t } = useTranslation('auth');
  const { idPrefix, email, password, submitted } = credentials;
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
            autoFocus={focusedBeforeStart(control.id)}
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
            autoFocus={focusedBeforeStart(control.id)}
            autoComplete="current-password"
            value={password}
            onChange={(event) => credentials.setPassword(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
