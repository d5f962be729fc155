import { ECHO_PATHS, type EchoListResponse, fillPath } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { echoListKey } from './echo-review-keys';

export function getEchoList(courseid: number) {
  return http.get<EchoListResponse>(fillPath(ECHO_PATHS.list, { courseid }));
}

/** The class's quizzes and speaking tasks (read here to find a material's speaking task). */
export function useEchoList(courseid: number) {
  return useQuery({
    queryKey: echoListKey(courseid),
    queryFn: async () => unwrap(await getEchoList(courseid)),
  });
}
