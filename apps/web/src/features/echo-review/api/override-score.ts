import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface OverrideResult {
  status: 'success';
  override: number | null;
  override_by: string | null;
  override_at: string | null;
}

/** Gives an answer the teacher's score (0–100), or clears it with null. */
export function overrideScore(answerid: number, score: number | null) {
  return http.post<OverrideResult>(fillPath(ECHO_PATHS.override, { answerid }), { score: score ?? '' });
}

/** The teacher's score for one answer; the class's progress and averages are read again. */
export function useOverrideScore(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answerid, score }: { answerid: number; score: number | null }) =>
      unwrap(await overrideScore(answerid, score)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.echo(courseid) }),
  });
}
