import { ACCOUNT_PATHS } from '@lms/shared';
import { staffChange, useStaffChange } from './staff-change';

/** A new invitation mail with a new link; the old link stops working. */
export const resendInvitation = staffChange(ACCOUNT_PATHS.inviteResend);

export function useResendInvitation() {
  return useStaffChange((userid: number) => resendInvitation(userid));
}
