import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface InvitationAcceptance {
  token: string;
  password: string;
  confirm: string;
}

export function acceptInvitation(acceptance: InvitationAcceptance) {
  return http.post<{ status: 'success'; email: string }>(AUTH_PATHS.invitationAccept, { ...acceptance });
}

/** Sets an invited teacher's first password from the invitation link. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (acceptance: InvitationAcceptance) => unwrap(await acceptInvitation(acceptance)),
  });
}
