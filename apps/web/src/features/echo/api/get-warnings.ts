import { ECHO_PATHS, type EchoQuestionWarning, fillPath } from '@lms/shared';
import { http } from '../../../lib/http';

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
