import { ACCOUNT_PATHS } from '@lms/shared';
import { staffChange, useStaffChange } from './staff-change';

/** Ends the teacher's sessions at once and refuses their sign-in; their classes stay. */
export const suspendTeacher = staffChange(ACCOUNT_PATHS.suspend);

export function useSuspendTeacher() {
  return useStaffChange((userid: number) => suspendTeacher(userid));
}
