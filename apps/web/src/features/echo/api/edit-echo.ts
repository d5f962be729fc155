import { ECHO_PATHS, type EchoQuizBody, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function editEcho(courseid: number, echoid: number, body: EchoQuizBody) {
  return http.post<{ status: 'success' }>(fillPath(ECHO_PATHS.edit, { courseid, echoid }), { ...body }, { json: true });
}

/** Saves an unpublished quiz's new content; the class's quizzes are read again. */
export function useEditEcho(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ echoid, body }: { echoid: number; body: EchoQuizBody }) =>
      unwrap(await editEcho(courseid, echoid, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
