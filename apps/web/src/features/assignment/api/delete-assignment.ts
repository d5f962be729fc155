import { ASSIGNMENT_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function deleteAssignment(courseid: number, aid: number) {
  return http.post<{ status: 'success' }>(fillPath(ASSIGNMENT_PATHS.delete, { courseid, aid }));
}

/** Deletes an assignment that has not started; the class's list is refreshed. */
export function useDeleteAssignment(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (aid: number) => unwrap(await deleteAssignment(courseid, aid)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.assignments(courseid) }),
  });
}
