import { ACCOUNT_PATHS } from '@lms/shared';
import { staffChange, useStaffChange } from './staff-change';

/** The link stops working and the invited account is removed. */
export const withdrawInvitation = staffChange(ACCOUNT_PATHS.inviteWithdraw);

export function useWithdrawInvitation() {
  return useStaffChange((userid: number) => withdrawInvitation(userid));
}
