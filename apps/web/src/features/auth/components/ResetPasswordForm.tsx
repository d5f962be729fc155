import { passwordProblem } from '@lms/shared';
import { Alert, Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { failureCode } from '../../../lib/request-failure';
import { useResetPassword } from '../api/reset-password';
import styles from './AuthForm.module.css';

interface ResetPasswordFormProps {
  /** From the mailed link. */
  id: string;
  email: string;
  onDone(): void;
}

export function ResetPasswordForm({ id, email, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const passwordCode = passwordProblem(password);
  const confirmCode = passwordCode ? null : passwordProblem(password, confirm);
  const passwordError = submitted && passwordCode ? tError(passwordCode) : null;
  const confirmError = submitted && confirmCode ? tError(confirmCode) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordCode || confirmCode) return;
    reset.mutate({ id, email, password, confirm }, { onSuccess: onDone });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {t('reset.title')}
      </h1>
      <p className={styles.lead}>{t('reset.lead', { email })}</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {reset.isError && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(failureCode(reset.error))} />
      )}
      <Field id="reset-password" label={t('fields.newPassword')} error={passwordError}>
        {(control) => (
          <Input.Password
            {...control}
            size="large"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            status={passwordError ? 'error' : undefined}
          />
        )}
      </Field>
      <Field id="reset-confirm" label={t('fields.confirmPassword')} error={confirmError}>
        {(control) => (
          <Input.Password
            {...control}
            size="large"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            status={confirmError ? 'error' : undefined}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
