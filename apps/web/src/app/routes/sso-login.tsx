import type { SessionUser } from '@lms/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SsoCodeSignIn } from '../../features/auth/components/SsoCodeSignIn';
import { useCarryLanguageChoice } from '../../features/language/hooks/use-carry-language-choice';
import { homePath } from '../../stores/auth-store';
import { SignedOutFrame } from '../shell/SignedOutFrame';

/** `/ssologin?code=…`: arriving from version 2 signed in, onto the user's home page. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const carryLanguageChoice = useCarryLanguageChoice();
  useDocumentTitle(t('sso.title'));
  const onSignedIn = useCallback(
    (user: SessionUser) => {
      carryLanguageChoice(user.currentsLang);
      void navigate(homePath(user), { replace: true });
    },
    [carryLanguageChoice, navigate],
  );
  return (
    <SignedOutFrame>
      <SsoCodeSignIn code={params.get('code')} onSignedIn={onSignedIn} />
    </SignedOutFrame>
  );
}
