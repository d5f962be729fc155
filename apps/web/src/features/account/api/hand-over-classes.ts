import { ACCOUNT_PATHS } from '@lms/shared';
import { staffChange, useStaffChange } from './staff-change';

/** Every class of the teacher `userid` to the teacher `to`. */
export const handOverClasses = staffChange<{ to: number }>(ACCOUNT_PATHS.handover);

export function useHandOverClasses() {
  return useStaffChange(({ userid, to }: { userid: number; to: number }) => handOverClasses(userid, { to }));
}
