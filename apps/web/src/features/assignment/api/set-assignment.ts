import { ASSIGNMENT_PATHS, fillPath, type SetAssignmentBody } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { assignmentsKey } from './assignment-keys';

export function setAssignment(courseid: number, body: SetAssignmentBody) {
  return http.post<{ status: 'success'; aid: number }>(
    fillPath(ASSIGNMENT_PATHS.set, { courseid }),
    { ...body },
    { json: true },
  );
}

/** Creates an assignment; the class's list is refreshed. */
export function useSetAssignment(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetAssignmentBody) => unwrap(await setAssignment(courseid, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey(courseid) }),
  });
}
