import { ACCOUNT_PATHS, type Invitation } from '@lms/shared';
import { http } from '../../../lib/http';
import { onceOnly } from '../../../lib/request-key';
import { useStaffChange } from './staff-change';

export function inviteTeacher(invitation: Invitation) {
  return http.post<{ status: 'success'; userid: number }>(
    ACCOUNT_PATHS.invite,
    { ...invitation },
    { headers: onceOnly() },
  );
}

/** Creates the invited teacher and mails them a link to set their password. */
export function useInviteTeacher() {
  return useStaffChange((invitation: Invitation) => inviteTeacher(invitation));
}
