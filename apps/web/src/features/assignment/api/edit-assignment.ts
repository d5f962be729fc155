import { ASSIGNMENT_PATHS, fillPath, type SetAssignmentBody, type SetAssignmentResponse } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function editAssignment(courseid: number, aid: number, body: SetAssignmentBody) {
  return http.post<SetAssignmentResponse>(
    fillPath(ASSIGNMENT_PATHS.edit, { courseid, aid }),
    { ...body },
    { json: true },
  );
}

/**
 * Changes an assignment. It may open materials, and a longer period may complete students'
 * work and credit their rewards, so everything about classes (cached under `courseKeys.all`: the
 * assignments, the library, the roster's EXP and tickets) is read again.
 */
export function useEditAssignment(courseid: number, aid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetAssignmentBody) => unwrap(await editAssignment(courseid, aid, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
