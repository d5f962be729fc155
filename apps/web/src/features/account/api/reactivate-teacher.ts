import { ACCOUNT_PATHS } from '@lms/shared';
import { staffChange, useStaffChange } from './staff-change';

export const reactivateTeacher = staffChange(ACCOUNT_PATHS.reactivate);

export function useReactivateTeacher() {
  return useStaffChange((userid: number) => reactivateTeacher(userid));
}
