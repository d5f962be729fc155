import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SsoCodeSignIn } from '../../features/auth/components/SsoCodeSignIn';
import { SignedOutFrame } from '../shell/SignedOutFrame';
import { useArriveHome } from '../use-arrive-home';

/** `/ssologin?code=…`: arriving from version 2 signed in, onto the user's home page. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const onSignedIn = useArriveHome();
  useDocumentTitle(t('sso.title'));
  return (
    <SignedOutFrame>
      <SsoCodeSignIn code={params.get('code')} onSignedIn={onSignedIn} />
    </SignedOutFrame>
  );
}
