import type { DataRouter } from 'react-router';
import { showToast } from '../components/toast/toast-store';
import { loginReturningTo } from '../features/auth/return-path';
import { connectHttp } from '../lib/http';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { forgetSession } from '../stores/forget-session';

export const LOGIN_ROUTE_ID = 'login';

/** Gives the HTTP client the session token and the router it reports 401 and 404 to. */
export function connectSession(router: Pick<DataRouter, 'state' | 'navigate'>) {
  connectHttp({
    token: () => useAuthStore.getState().token,
    isOnLoginRoute: () => router.state.matches.some((match) => match.route.id === LOGIN_ROUTE_ID),
    expire() {
      forgetSession();
      showToast(i18n.t('errors:common.unauthorized'));
    },
    unavailable() {
      showToast(i18n.t('errors:common.unavailable'), 'error');
    },
    signInAgain() {
      // The whole address, base path included, as the guards carry it for a signed-out visitor.
      const { pathname, search, hash } = window.location;
      void router.navigate(loginReturningTo(`${pathname}${search}${hash}`), { replace: true });
    },
    navigate(path) {
      void router.navigate(path, { replace: true });
    },
  });
}
