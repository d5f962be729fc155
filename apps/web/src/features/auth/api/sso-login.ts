import { AUTH_PATHS, type LoginResponse } from '@lms/shared';
import { http } from '../../../lib/http';
import { useSignIn } from './login';

/** Signs in with a one-time code from version 2 (the `/ssologin?code=…` link). */
export function ssoLogin(code: string) {
  return http.post<LoginResponse>(AUTH_PATHS.ssoLogin, { code });
}

export function useSsoLogin() {
  return useSignIn(ssoLogin);
}
