import { ASSIGNMENT_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface CheckRequest {
  stuids: number[];
  checked: boolean;
}

export function checkAssignment(courseid: number, aid: number, request: CheckRequest) {
  return http.post<{ status: 'success' }>(
    fillPath(ASSIGNMENT_PATHS.check, { courseid, aid }),
    { ...request },
    { json: true },
  );
}

/** Marks students' work checked or unchecked; the progress is read again. */
export function useCheckAssignment(courseid: number, aid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CheckRequest) => unwrap(await checkAssignment(courseid, aid, request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.assignmentProgress(courseid, aid) }),
  });
}
