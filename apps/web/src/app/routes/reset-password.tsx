import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { useDocumentTitle } from '../../components/use-document-title';
import { InvalidResetLink } from '../../features/auth/components/InvalidResetLink';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { parseResetLink } from '../../features/auth/reset-link';
import { SignedOutFrame } from '../shell/SignedOutFrame';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { idSegment, emailSegment } = useParams();
  const link = parseResetLink(idSegment, emailSegment);
  useDocumentTitle(t('reset.title'));

  const done = () => {
    showToast(t('reset.done'), 'success');
    void navigate('/', { replace: true });
  };

  return (
    <SignedOutFrame>
      {link ? (
        <ResetPasswordForm id={link.id} email={link.email} onDone={done} />
      ) : (
        <InvalidResetLink requestAgainLink="/?mode=forgot" />
      )}
    </SignedOutFrame>
  );
}
