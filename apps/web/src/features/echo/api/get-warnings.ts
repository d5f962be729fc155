import { ECHO_PATHS, type EchoQuestionWarning, fillPath } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { echoWarningsKey } from './echo-keys';

/** The contract's `echoWarningsResponse`. */
interface WarningsResponse {
  status: 'success';
  record: { text: string; warnings: EchoQuestionWarning[] }[];
}

/** Asks the engine which words of texts the teacher typed or edited it cannot score well. */
export function getWarnings(courseid: number, texts: readonly string[]) {
  return http.post<WarningsResponse>(
    fillPath(ECHO_PATHS.warnings, { courseid }),
    { texts: [...texts] },
    { json: true },
  );
}

/** The warnings of each text (nothing is asked while `texts` is empty). */
export function useWarnings(courseid: number, texts: readonly string[]) {
  return useQuery({
    queryKey: echoWarningsKey(courseid, texts),
    queryFn: async (): Promise<Map<string, EchoQuestionWarning[]>> => {
      const { record } = unwrap(await getWarnings(courseid, texts));
      return new Map(record.map((entry) => [entry.text, entry.warnings]));
    },
    enabled: texts.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
