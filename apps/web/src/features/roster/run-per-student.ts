import type { ErrorCode } from '@lms/shared';
import type { HttpResult } from '../../lib/http';

export interface StudentFailure {
  stuid: number;
  code: ErrorCode;
}

export interface RunOutcome {
  done: number[];
  failed: StudentFailure[];
  /** The one-time handle of login cards the action produced. */
  cards?: string;
}

/**
 * Makes one call per student, one after another, reporting how many are finished after
 * each; a refusal for one student does not stop the others.
 */
export async function runPerStudent(
  stuids: number[],
  call: (stuid: number) => Promise<HttpResult<unknown>>,
  onProgress: (finished: number) => void,
): Promise<RunOutcome> {
  const outcome: RunOutcome = { done: [], failed: [] };
  for (const stuid of stuids) {
    const result = await call(stuid);
    if (result.ok) outcome.done.push(stuid);
    else outcome.failed.push({ stuid, code: result.code });
    onProgress(outcome.done.length + outcome.failed.length);
  }
  return outcome;
}
