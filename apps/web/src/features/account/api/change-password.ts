import { ACCOUNT_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface PasswordChange {
  current: string;
  password: string;
  confirm: string;
}

export function changePassword(change: PasswordChange) {
  return http.post<{ status: 'success' }>(ACCOUNT_PATHS.password, { ...change });
}

export function useChangePassword() {
  return useMutation({ mutationFn: async (change: PasswordChange) => unwrap(await changePassword(change)) });
}
