import type { Readable } from 'node:stream';
import { AppError } from '../../../../lib/app-error.js';
import { recordAudit } from '../../../audit/index.js';
import type { StaffPrincipal } from '../../../session/index.js';
import * as repository from '../answers.repository.js';
import { type AnswerDeps, enqueue, staffAnswer } from '../answers-deps.js';
import { requestedRange } from '../byte-range.js';

// A teacher reviewing a student's answer: listening to it, giving their own score, scoring it again.

/** The recording as uploaded, whole or the byte range asked for. */
export async function answerRecording(
  deps: AnswerDeps,
  staff: StaffPrincipal,
  answerId: number,
  range: string | undefined,
) {
  const answer = await staffAnswer(deps, staff, answerId, 'view');
  const part = requestedRange(range, answer.recordingBytes);
  if (part === 'unsatisfiable') {
    throw new AppError('common.range_not_satisfiable', { size: answer.recordingBytes });
  }
  const file = await deps.ctx.files.get(answer.recordingPath, part ?? undefined);
  if (!file) throw new AppError('common.not_found');
  return { contentType: answer.recordingType, size: file.size, range: part, body: file.body as Readable };
}

/** Sets the teacher's score of an answer (null clears it); the class must not have expired. */
export async function overrideScore(deps: AnswerDeps, staff: StaffPrincipal, answerId: number, score: number | null) {
  const { courseId } = await staffAnswer(deps, staff, answerId, 'change');
  const at = deps.ctx.clock();
  return deps.ctx.db.transaction(async (tx) => {
    const row = await repository.setOverride(
      tx,
      { institutionId: staff.institutionId, answerId },
      score,
      staff.userId,
      at,
    );
    if (!row) throw new AppError('common.not_found');
    const { previous, ...answer } = row;
    if (previous !== answer.override) {
      const change = { entity: 'answer', entityId: answerId, courseId } as const;
      const values = { before: { score: previous }, after: { score: answer.override } };
      await recordAudit(tx, staff, [{ action: 'answer.score_override', ...change, ...values }], at);
    }
    return answer;
  });
}

/** Scores an answer again with the current engine: it waits in the queue as at its upload. */
export async function rescoreAnswer(deps: AnswerDeps, staff: StaffPrincipal, answerId: number) {
  await staffAnswer(deps, staff, answerId, 'change');
  if (!(await repository.requeueAnswer(deps.ctx.db, staff.institutionId, answerId))) {
    throw new AppError('common.not_found');
  }
  await enqueue(deps, [{ id: answerId, institutionId: staff.institutionId }]);
  return { answerid: answerId, state: 'queued' as const };
}
