import { passwordProblem } from '@lms/shared';
import { Alert, Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { failureCode } from '../../../lib/request-failure';
import styles from './AuthForm.module.css';

interface NewPasswordFormProps {
  /** Prefixes the form's element ids, so two forms never share one. */
  idPrefix: string;
  title: string;
  lead: string;
  submitLabel: string;
  /** The account the password is for, when known: lets password managers file it. */
  email?: string;
  pending: boolean;
  /** The last failed submission, shown translated above the fields. */
  failure: Error | null;
  onSubmit(password: string, confirm: string): void;
}

/** A new password typed twice, checked against the spec's rules inline before anything is sent. */
export function NewPasswordForm({
  idPrefix,
  title,
  lead,
  submitLabel,
  email,
  pending,
  failure,
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const firstError = useFirstError();
  const { t: tError } = useTranslation('errors');
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
    if (passwordCode || confirmCode) {
      firstError.reveal();
      return;
    }
    onSubmit(password, confirm);
  };

  return (
    <form
      ref={firstError.ref}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <h1 id={`${idPrefix}-title`} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {email !== undefined && (
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      {failure && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(failureCode(failure))} />
      )}
      <Field id={`${idPrefix}-password`} label={t('fields.newPassword')} error={passwordError}>
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
      <Field id={`${idPrefix}-confirm`} label={t('fields.confirmPassword')} error={confirmError}>
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
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
