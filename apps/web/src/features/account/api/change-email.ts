import { ACCOUNT_PATHS, type EmailChange } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { myProfileQuery } from './get-my-profile';

export function changeEmail(change: EmailChange) {
  return http.post<{ status: 'success'; pending_email: string }>(ACCOUNT_PATHS.email, { ...change });
}

/** Asks for a link to the new address; the profile then shows the address waiting. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EmailChange) => unwrap(await changeEmail(change)).pending_email,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQuery().queryKey }),
  });
}
