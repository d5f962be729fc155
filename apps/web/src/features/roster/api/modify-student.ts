import { fillPath, type ModifyStudentBody, type ModifyStudentResponse, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshRoster } from './refresh-roster';

/** Profile fields, a new password (non-blank replaces the old one) or the active switch. */
export function modifyStudent(courseid: number, stuid: number, body: ModifyStudentBody) {
  return http.post<ModifyStudentResponse>(fillPath(ROSTER_PATHS.modify, { courseid, stuid }), body);
}

export function useModifyStudent(courseid: number, stuid: number) {
  const refresh = useRefreshRoster();
  return useMutation({
    mutationFn: async (body: ModifyStudentBody) => unwrap(await modifyStudent(courseid, stuid, body)),
    onSuccess: refresh,
  });
}
