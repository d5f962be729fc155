import { type AddStudentBody, type AddStudentResponse, fillPath, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';
import { useRefreshRoster } from './refresh-roster';

/**
 * Either one new student (profile fields) or existing students of the school (`stuids`). Each
 * call is one action of the teacher, with its own key.
 */
export function addStudents(courseid: number, body: AddStudentBody) {
  return http.post<AddStudentResponse>(fillPath(ROSTER_PATHS.addUser, { courseid }), body, { headers: onceOnly() });
}

export function useAddStudents(courseid: number) {
  const refresh = useRefreshRoster();
  return useMutation({
    mutationFn: async (body: AddStudentBody) => unwrap(await addStudents(courseid, body)),
    onSuccess: refresh,
  });
}
