import type { SessionUser } from '@lms/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SchoolSignInCallback } from '../../features/auth/components/SchoolSignInCallback';
import { useCarryLanguageChoice } from '../../features/language/hooks/use-carry-language-choice';
import { homePath } from '../../stores/auth-store';
import { SignedOutFrame } from '../shell/SignedOutFrame';

/** `/oidc/callback`: where a school's OpenID provider sends the browser back after signing in there. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const carryLanguageChoice = useCarryLanguageChoice();
  useDocumentTitle(t('sso.title'));
  const answer = useMemo(
    () => ({
      state: params.get('state') ?? undefined,
      code: params.get('code') ?? undefined,
      iss: params.get('iss') ?? undefined,
      error: params.get('error') ?? undefined,
    }),
    [params],
  );
  const onSignedIn = useCallback(
    (user: SessionUser) => {
      carryLanguageChoice(user.currentsLang);
      void navigate(homePath(user), { replace: true });
    },
    [carryLanguageChoice, navigate],
  );
  return (
    <SignedOutFrame>
      <SchoolSignInCallback answer={answer} onSignedIn={onSignedIn} />
    </SignedOutFrame>
  );
}
