import { AUTH_PATHS, type LoginResponse } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useLogin() {
  const queryClient = useQueryClient();
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({
    mutationFn: async (credentials: Credentials) => unwrap(await login(credentials)),
    onSuccess: ({ token, user }) => {
      // Nothing cached for a previous user may show for this one.
      queryClient.clear();
      signIn(token, user);
    },
  });
}
