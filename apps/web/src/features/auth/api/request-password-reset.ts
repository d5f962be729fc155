import { AUTH_PATHS } from '@lms/shared/plain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function requestPasswordReset(email: string) {
  return http.post<{ status: 'success' }>(AUTH_PATHS.forgot, { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: async (email: string) => unwrap(await requestPasswordReset(email)) });
}
