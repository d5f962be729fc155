import { AUTH_PATHS, type InvitationCheck } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function checkInvitation(token: string) {
  return http.post<InvitationCheck>(AUTH_PATHS.invitationCheck, { token });
}

/** Whether the invitation link can still set a password, and whose it is; asked once when its page opens. */
export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: async () => unwrap(await checkInvitation(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
