import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function publishEcho(courseid: number, echoid: number) {
  return http.post<{ status: 'success' }>(fillPath(ECHO_PATHS.publish, { courseid, echoid }));
}

/** Publishes a quiz: from then on its content and dates stay and it cannot be deleted. */
export function usePublishEcho(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (echoid: number) => unwrap(await publishEcho(courseid, echoid)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
