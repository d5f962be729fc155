import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { SchoolSignInCallback } from '../../features/auth/components/SchoolSignInCallback';
import { SignedOutFrame } from '../shell/SignedOutFrame';
import { useArriveHome } from '../use-arrive-home';

/** `/oidc/callback`: where a school's OpenID provider sends the browser back after signing in there. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const onSignedIn = useArriveHome();
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
  return (
    <SignedOutFrame>
      <SchoolSignInCallback answer={answer} onSignedIn={onSignedIn} />
    </SignedOutFrame>
  );
}
