import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { useDocumentTitle } from '../../components/use-document-title';
import { AcceptInvitationForm } from '../../features/auth/components/AcceptInvitationForm';
import { signInAfter } from '../../features/auth/sign-in-after';
import { SignedOutFrame } from '../shell/SignedOutFrame';

/** The invitation mail's link: the invited teacher sets a password, then signs in for the first time. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  useDocumentTitle(t('invitation.pageTitle'));

  const done = (email: string) => {
    showToast(t('invitation.done'), 'success');
    void navigate('/', { replace: true, ...signInAfter(email, true) });
  };

  return (
    <SignedOutFrame>
      <AcceptInvitationForm token={token} onDone={done} />
    </SignedOutFrame>
  );
}
