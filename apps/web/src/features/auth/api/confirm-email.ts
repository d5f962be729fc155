import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function confirmEmail(token: string) {
  return http.post<{ status: 'success'; email: string }>(AUTH_PATHS.emailConfirm, { token });
}

/** Opens the link sent to a new address: answers the account's new sign-in e-mail. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: async (token: string) => unwrap(await confirmEmail(token)).email });
}
