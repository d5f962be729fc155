import { ECHO_PATHS, type EchoSentencesResponse, fillPath } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export type EchoSentence = EchoSentencesResponse['record'][number];

export function getSentences(courseid: number, resourceid: number) {
  return http.get<EchoSentencesResponse>(fillPath(ECHO_PATHS.sentences, { courseid, resourceid }));
}

/** A material's sentences in reading order, with their page or video time and the words the engine may miss. */
export function useSentences(courseid: number, resourceid: number | null) {
  return useQuery({
    queryKey: courseKeys.echoSentences(courseid, resourceid ?? 0),
    queryFn: async () => unwrap(await getSentences(courseid, resourceid ?? 0)).record,
    enabled: resourceid !== null,
    // A material's sentences change only with the content library.
    staleTime: 10 * 60_000,
  });
}
