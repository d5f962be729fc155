import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { InternalLoginForm } from '../../features/auth/components/InternalLoginForm';
import { homePath } from '../../stores/auth-store';
import { SignedOutFrame } from '../shell/SignedOutFrame';

/** `/internal`: the product company's own staff sign in, then use the app as the school's administrator. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(t('internal.title'));
  return (
    <SignedOutFrame>
      <InternalLoginForm onSignedIn={(user) => void navigate(homePath(user), { replace: true })} />
    </SignedOutFrame>
  );
}
