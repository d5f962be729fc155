import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordForm } from './NewPasswordForm';

interface ResetPasswordFormProps {
  /** From the mailed link. */
  id: string;
  email: string;
  onDone(): void;
}

export function ResetPasswordForm({ id, email, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      idPrefix="reset"
      title={t('reset.title')}
      lead={t('reset.lead', { email })}
      submitLabel={t('reset.submit')}
      email={email}
      pending={reset.isPending}
      failure={reset.error}
      onSubmit={(password, confirm) => reset.mutate({ id, email, password, confirm }, { onSuccess: onDone })}
    />
  );
}
