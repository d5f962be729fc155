import { COURSE_TEACHER_PATH, fillPath } from '@lms/shared';
import { http } from '../../../lib/http';
import { useStaffChange } from './staff-change';

/** One class to the teacher `userid`. */
export function changeCourseTeacher(courseid: number, userid: number) {
  return http.post<{ status: 'success' }>(fillPath(COURSE_TEACHER_PATH, { courseid }), { userid });
}

export function useChangeCourseTeacher() {
  return useStaffChange(({ courseid, userid }: { courseid: number; userid: number }) =>
    changeCourseTeacher(courseid, userid),
  );
}
