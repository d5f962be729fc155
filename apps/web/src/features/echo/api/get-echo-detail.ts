import { ECHO_PATHS, type EchoDetailResponse, fillPath } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getEchoDetail(courseid: number, echoid: number) {
  return http.get<EchoDetailResponse>(fillPath(ECHO_PATHS.detail, { courseid, echoid }));
}

/** One quiz with its questions in order, for the editor. */
export function useEchoDetail(courseid: number, echoid: number | null) {
  return useQuery({
    queryKey: courseKeys.echoDetail(courseid, echoid ?? 0),
    queryFn: async () => unwrap(await getEchoDetail(courseid, echoid ?? 0)),
    enabled: echoid !== null,
  });
}
