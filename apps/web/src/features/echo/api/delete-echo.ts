import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function deleteEcho(courseid: number, echoid: number) {
  return http.post<{ status: 'success' }>(fillPath(ECHO_PATHS.delete, { courseid, echoid }));
}

/** Deletes an unpublished quiz; the class's list is refreshed. */
export function useDeleteEcho(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (echoid: number) => unwrap(await deleteEcho(courseid, echoid)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
