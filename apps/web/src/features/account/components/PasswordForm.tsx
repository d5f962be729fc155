import { type ErrorCode, passwordProblem } from '@lms/shared';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { useCheckedForm } from '../../../components/form/use-checked-form';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { type PasswordChange, useChangePassword } from '../api/change-password';
import styles from './AccountForms.module.css';

type FieldName = keyof PasswordChange;

// Where a refusal from the server belongs on the form; anything else is shown above it.
const FIELD_OF: Partial<Record<ErrorCode, FieldName>> = {
  'auth.current_password_incorrect': 'current',
  'auth.password_too_short': 'password',
  'auth.password_invalid': 'password',
  'auth.password_unchanged': 'password',
  'auth.passwords_inconsistent': 'confirm',
  'auth.confirm_invalid': 'confirm',
};

const EMPTY: PasswordChange = { current: '', password: '', confirm: '' };

/** `email` lets password managers file the new password under the right account. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const change = useChangePassword();
  const { values, submitted, formRef, edit, submit, saved } = useCheckedForm(EMPTY, change);

  const passwordCode = passwordProblem(values.password);
  const confirmCode = passwordCode ? null : passwordProblem(values.password, values.confirm);
  const local: Record<FieldName, string | null> = {
    current: values.current === '' ? t('password.currentRequired') : null,
    password:
      (passwordCode && tError(passwordCode)) ??
      (values.password === values.current ? tError('auth.password_unchanged') : null),
    confirm: confirmCode && tError(confirmCode),
  };
  const serverCode = change.isError ? failureCode(change.error) : null;
  const serverField = serverCode ? FIELD_OF[serverCode] : undefined;
  const errorOf = (field: FieldName) =>
    (submitted ? local[field] : null) ?? (serverCode && serverField === field ? tError(serverCode) : null);

  const send = () =>
    change.mutate(values, {
      onSuccess: () => {
        showToast(t('password.changed'), 'success');
        saved(() => EMPTY);
      },
    });

  const fields: { name: FieldName; label: string; autoComplete: string }[] = [
    { name: 'current', label: t('password.current'), autoComplete: 'current-password' },
    { name: 'password', label: t('password.new'), autoComplete: 'new-password' },
    { name: 'confirm', label: t('password.confirm'), autoComplete: 'new-password' },
  ];

  return (
    <form ref={formRef} onSubmit={submit(local, send)} noValidate>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {serverCode && !serverField && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(serverCode)} />
      )}
      {fields.map(({ name, label, autoComplete }) => (
        <Field key={name} id={`password-${name}`} label={label} error={errorOf(name)}>
          {(control) => (
            <Input.Password
              {...control}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => edit(name, event.target.value)}
              status={errorOf(name) ? 'error' : undefined}
            />
          )}
        </Field>
      ))}
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
