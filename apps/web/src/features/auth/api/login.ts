import type { LoginResponse } from '@lms/shared';
import { AUTH_PATHS } from '@lms/shared/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpResult } from '../../../lib/http';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useAuthStore } from '../../../stores/auth-store';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials) {
  return http.post<LoginResponse>(AUTH_PATHS.login, { ...credentials });
}

/** Opens the session a sign-in answered with. */
export function useOpenSession() {
  const queryClient = useQueryClient();
  const signIn = useAuthStore((state) => state.signIn);
  return ({ token, user }: Pick<LoginResponse, 'token' | 'user'>) => {
    // Nothing cached for a previous user may show for this one.
    queryClient.clear();
    signIn(token, user);
  };
}

/** A sign-in by any way (password, a one-time code, /internal): the answer opens the session. */
export function useSignIn<Input>(signInWith: (input: Input) => Promise<HttpResult<LoginResponse>>) {
  const openSession = useOpenSession();
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await signInWith(input)),
    onSuccess: openSession,
  });
}

export function useLogin() {
  return useSignIn(login);
}
