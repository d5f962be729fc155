import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { useDocumentTitle } from '../../components/use-document-title';
import { CheckedResetForm } from '../../features/auth/components/CheckedResetForm';
import { InvalidResetLink } from '../../features/auth/components/InvalidResetLink';
import { parseResetLink } from '../../features/auth/reset-link';
import { signInAfter } from '../../features/auth/sign-in-after';
import { SignedOutFrame } from '../shell/SignedOutFrame';

const REQUEST_AGAIN = '/?mode=forgot';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { idSegment, emailSegment } = useParams();
  const link = parseResetLink(idSegment, emailSegment);
  useDocumentTitle(t('reset.title'));

  const done = (email: string) => {
    showToast(t('reset.done'), 'success');
    void navigate('/', { replace: true, ...signInAfter(email, false) });
  };

  return (
    <SignedOutFrame>
      {link ? (
        <CheckedResetForm link={link} requestAgainLink={REQUEST_AGAIN} onDone={() => done(link.email)} />
      ) : (
        <InvalidResetLink requestAgainLink={REQUEST_AGAIN} />
      )}
    </SignedOutFrame>
  );
}
