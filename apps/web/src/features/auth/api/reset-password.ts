import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface PasswordReset {
  id: string;
  email: string;
  password: string;
  confirm: string;
}

export function resetPassword(reset: PasswordReset) {
  return http.post<{ status: 'success' }>(AUTH_PATHS.resetPassword, { ...reset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: async (reset: PasswordReset) => unwrap(await resetPassword(reset)) });
}
