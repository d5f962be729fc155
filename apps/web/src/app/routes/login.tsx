import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { SchoolSignInButton } from '../../features/auth/components/SchoolSignInButton';
import { FORGOT_MODE, loginSearch, RETURN_PARAM, returnPath } from '../../features/auth/return-path';
import { readSignInAfter } from '../../features/auth/sign-in-after';
import { useSignedOutReason } from '../../features/auth/signed-out-reason';
import { useCarryLanguageChoice } from '../../features/language/hooks/use-carry-language-choice';
import { appConfig } from '../../lib/config';
import { homePath } from '../../stores/auth-store';
import { useCommonStore } from '../../stores/common-store';
import { SignedOutFrame } from '../shell/SignedOutFrame';

// Most visitors come to sign in: the reset request's form ("?mode=forgot") is not in the page's
// first download. Its code is fetched once the sign-in form shows, so following the link waits
// for nothing; a page opened in that mode asks for it at once.
const loadForgotPasswordForm = () => import('../../features/auth/components/ForgotPasswordForm');
const ForgotPasswordForm = lazy(() => loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })));

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Sent here by an accepted invitation or a reset password: the e-mail is filled in.
  const after = readSignInAfter(useLocation().state);
  // The account was suspended while signed in: said on the page, not only in a toast.
  const signedOut = useSignedOutReason((state) => state.reason);
  const clearSignedOut = useSignedOutReason((state) => state.clear);
  const carryLanguageChoice = useCarryLanguageChoice();
  const forgot = params.get('mode') === FORGOT_MODE;
  // The password-reset request lives on the same page ("?mode=forgot"), so the browser's
  // back button returns to signing in; both modes keep the page asked for.
  const asked = params.get(RETURN_PARAM);
  // The school a sign-in link named (`?school=CODE`) or this device remembers: its own sign-in, if it has one.
  const savedSchool = useCommonStore((state) => state.schoolCode);
  const school = params.get('school') ?? savedSchool;
  useDocumentTitle(forgot ? t('forgot.title') : t('login.title'));
  useEffect(() => {
    if (!forgot) void loadForgotPasswordForm();
  }, [forgot]);

  return (
    <SignedOutFrame>
      {forgot ? (
        <Suspense>
          <ForgotPasswordForm backLink={{ search: loginSearch(asked) }} />
        </Suspense>
      ) : (
        <>
          <LoginForm
            email={after?.email}
            firstSignIn={after?.first}
            notice={signedOut}
            forgotPasswordLink={{ search: loginSearch(asked, FORGOT_MODE) }}
            onSignedIn={(user) => {
              clearSignedOut();
              carryLanguageChoice(user.currentsLang);
              // Back to the page asked for before signing in, else to the user's home page.
              void navigate(returnPath(asked, appConfig.basePath) ?? homePath(user), { replace: true });
            }}
          />
          <SchoolSignInButton school={school} />
        </>
      )}
    </SignedOutFrame>
  );
}
