import { ECHO_PATHS, type EchoProgressResponse, fillPath } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** How often the page asks again while some answer still waits for its score. */
export const SCORING_POLL_MS = 4000;

export function getEchoProgress(courseid: number, echoid: number) {
  return http.get<EchoProgressResponse>(fillPath(ECHO_PATHS.progress, { courseid, echoid }));
}

/** Whether any answer of the class is still waiting for, or being given, its automatic score. */
export function isScoringPending(progress: EchoProgressResponse | undefined): boolean {
  return (
    progress?.record.some((student) =>
      student.answers.some((answer) => answer.state === 'queued' || answer.state === 'scoring'),
    ) ?? false
  );
}

/** One quiz and each student's answers; asked again every few seconds while answers are being scored. */
export function useEchoProgress(courseid: number, echoid: number) {
  return useQuery({
    queryKey: courseKeys.echoProgress(courseid, echoid),
    queryFn: async () => unwrap(await getEchoProgress(courseid, echoid)),
    refetchInterval: (query) => (isScoringPending(query.state.data) ? SCORING_POLL_MS : false),
  });
}
