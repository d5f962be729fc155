import { useTranslation } from 'react-i18next';
import { useAcceptInvitation } from '../api/accept-invitation';
import { NewPasswordForm } from './NewPasswordForm';

interface AcceptInvitationFormProps {
  /** From the invitation mail's link. */
  token: string;
  onDone(): void;
}

/** An invited teacher chooses their first password; the server answers a used, withdrawn or expired link. */
export function AcceptInvitationForm({ token, onDone }: AcceptInvitationFormProps) {
  const { t } = useTranslation('auth');
  const accept = useAcceptInvitation();
  return (
    <NewPasswordForm
      idPrefix="invitation"
      title={t('invitation.title')}
      lead={t('invitation.lead')}
      submitLabel={t('invitation.submit')}
      pending={accept.isPending}
      failure={accept.error}
      onSubmit={(password, confirm) => accept.mutate({ token, password, confirm }, { onSuccess: onDone })}
    />
  );
}
