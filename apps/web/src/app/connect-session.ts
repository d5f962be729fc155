import type { DataRouter } from 'react-router';
import { showToast } from '../components/toast/toast-store';
import { forgetSession } from '../features/auth/forget-session';
import { INTERNAL_SIGN_IN, loginReturningTo } from '../features/auth/return-path';
import { useSignedOutReason } from '../features/auth/signed-out-reason';
import { connectHttp } from '../lib/http';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';

export const LOGIN_ROUTE_ID = 'login';
/** The other signed-out ways in (a code from version 2, back from a school's provider, the company's staff). */
export const SIGN_IN_ROUTE_IDS = { sso: 'sso-login', school: 'school-sign-in', internal: 'internal-login' } as const;
const SIGNED_OUT_ROUTES = new Set<string>([LOGIN_ROUTE_ID, ...Object.values(SIGN_IN_ROUTE_IDS)]);

/** Gives the HTTP client the session token and the router it reports 401 and 404 to. */
export function connectSession(router: Pick<DataRouter, 'state' | 'navigate'>) {
  // Read before the session is forgotten: the company's staff sign in again at /internal.
  let endedInternalSession = false;
  connectHttp({
    token: () => useAuthStore.getState().token,
    // A refused sign-in there is the page's own answer, not a session that ended.
    isOnLoginRoute: () => router.state.matches.some((match) => SIGNED_OUT_ROUTES.has(match.route.id)),
    expire(code) {
      // Requests under way when the session ended are refused again, without it: the first
      // refusal says why (a suspension), a later one must not say "ended" over it.
      if (!useAuthStore.getState().isLogin) return;
      endedInternalSession ||= useAuthStore.getState().internal !== null;
      // Said again on the sign-in page: a suspension is not an expiry.
      useSignedOutReason.getState().ended(code);
      forgetSession();
      showToast(i18n.t(`errors:${code}`));
    },
    unavailable() {
      showToast(i18n.t('errors:common.unavailable'), 'error');
    },
    signInAgain() {
      const internal = endedInternalSession;
      endedInternalSession = false;
      // The whole address, base path included, as the guards carry it for a signed-out visitor.
      const { pathname, search, hash } = window.location;
      const signInPage = internal ? INTERNAL_SIGN_IN : loginReturningTo(`${pathname}${search}${hash}`);
      void router.navigate(signInPage, { replace: true });
    },
    navigate(path) {
      void router.navigate(path, { replace: true });
    },
  });
}
