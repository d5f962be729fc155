import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function rescoreAnswer(answerid: number) {
  return http.post<{ status: 'success' }>(fillPath(ECHO_PATHS.rescore, { answerid }));
}

/** Scores an answer again with the current engine; the progress is read again and follows the new scoring. */
export function useRescoreAnswer(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answerid: number) => unwrap(await rescoreAnswer(answerid)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
