import { ECHO_PATHS, type EchoQuizBody, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';

/** Each call is one action of the teacher, with its own key, so a repeat after a lost answer makes one quiz. */
export function createEcho(courseid: number, body: EchoQuizBody) {
  return http.post<{ status: 'success'; echoid: number }>(
    fillPath(ECHO_PATHS.create, { courseid }),
    { ...body },
    { json: true, headers: onceOnly() },
  );
}

/** Saves a new quiz unpublished; answers its id. */
export function useCreateEcho(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EchoQuizBody) => unwrap(await createEcho(courseid, body)).echoid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
