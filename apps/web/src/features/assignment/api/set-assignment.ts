import { ASSIGNMENT_PATHS, fillPath, type SetAssignmentBody, type SetAssignmentResponse } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';

/** Each call is one action of the teacher, with its own key. */
export function setAssignment(courseid: number, body: SetAssignmentBody) {
  return http.post<SetAssignmentResponse>(
    fillPath(ASSIGNMENT_PATHS.set, { courseid }),
    { ...body },
    { json: true, headers: onceOnly() },
  );
}

/**
 * Creates an assignment. It may open materials too, so everything about classes (cached
 * under `courseKeys.all`: the assignments, the library and its counts) is read again.
 */
export function useSetAssignment(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetAssignmentBody) => unwrap(await setAssignment(courseid, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
