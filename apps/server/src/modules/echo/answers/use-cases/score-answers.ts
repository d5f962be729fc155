import { rescoredFromMarks, SCORER_VERSION } from '@lms/speech';
import * as repository from '../answers.repository.js';
import { mayRetryScoring } from '../answers.rules.js';
import type { AnswerDeps } from '../answers-deps.js';
import { scoresOf } from '../spoken-scores.js';

// Scoring in the background: one answer at a time from the queue, the queue's stead when no
// queue runs, the sweep's list of answers no job holds, and the re-scoring of stored marks.

/** How one scoring of an answer ended: scored or failed for good, due for its retry, or not waiting at all. */
export type ScoringOutcome = 'scored' | 'failed' | 'retry' | 'skipped';

/**
 * A scoring takes seconds (decoding stops at 15 s); a job held longer than this lost its worker
 * (a crash, a dropped database connection) and its answer is sent again.
 */
export const SCORING_STALLED_MS = 30_000;

/** Answers whose scores are worked out again from their marks per read. */
const RESCORE_BATCH = 200;

/** Fails an answer for good; a scored answer it replaced is current again. */
async function failForGood(
  { ctx }: AnswerDeps,
  answer: repository.AnswerKey & { questionId: number; studentId: number },
  code: string,
) {
  await ctx.db.transaction(async (tx) => {
    await repository.lockStudentQuestion(tx, answer);
    await repository.storeFailure(tx, answer, code, ctx.clock());
  });
}

/**
 * Scores one answer: reads its recording, scores it on the worker pool and stores the result.
 * A refusal of the recording fails it for good with the refusal's code; any other failure is
 * due for one retry ('retry', the answer waits as queued), then fails it as `speech.scoring_failed`.
 */
export async function scoreAnswer(deps: AnswerDeps, answer: repository.AnswerKey): Promise<ScoringOutcome> {
  const { ctx } = deps;
  const claimed = await repository.claimAnswer(ctx.db, answer);
  if (!claimed) return 'skipped';
  const failed = async (reason: string): Promise<ScoringOutcome> => {
    if (mayRetryScoring(claimed.attempts)) {
      await repository.releaseAnswer(ctx.db, answer);
      return 'retry';
    }
    ctx.log.warn({ answerId: answer.id, reason }, 'echo answers: scoring failed');
    await failForGood(deps, { ...claimed, ...answer }, 'speech.scoring_failed');
    return 'failed';
  };
  let audio: Uint8Array | null;
  try {
    audio = await ctx.files.read(claimed.recordingPath);
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  if (!audio) return failed('recording missing');
  const outcome = await ctx.workers.scoreReading({ audio, text: claimed.text });
  if (outcome.status === 'refused') {
    await failForGood(deps, { ...claimed, ...answer }, outcome.code);
    return 'failed';
  }
  if (outcome.status === 'failed') return failed(outcome.reason);
  await repository.storeScores(
    ctx.db,
    answer,
    { ...scoresOf(outcome.value), engineVersion: outcome.value.engine_version },
    ctx.clock(),
  );
  return 'scored';
}

/**
 * Scores every answer waiting in the queue's stead (jobs off: tests and tools), retries
 * included; answers how many it scored or failed for good.
 */
export async function scorePending(deps: AnswerDeps): Promise<number> {
  let settled = 0;
  for (;;) {
    const answers = await repository.queuedAnswers(deps.ctx.db, 50);
    if (answers.length === 0) return settled;
    for (const answer of answers) {
      const outcome = await scoreAnswer(deps, answer);
      if (outcome === 'scored' || outcome === 'failed') settled++;
    }
  }
}

/**
 * Gives every answer scored under an earlier version of the score's rule (docs/SPEECH.md) the
 * current rule's scores, worked out from its stored marks: the recordings are not decoded
 * again. Idempotent, so every server may run it as it starts; stops between batches once
 * `signal` is aborted; answers how many answers it scored again.
 */
export async function rescoreStoredReadings({ ctx }: AnswerDeps, signal?: AbortSignal): Promise<number> {
  let changed = 0;
  for (let after = 0; !signal?.aborted; ) {
    const current = `speech-${SCORER_VERSION}`;
    const rows = await repository.readingsOfOtherVersions(ctx.db, current, after, RESCORE_BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const rescored = rescoredFromMarks(row);
      if (!rescored) continue;
      const { engine_version: engineVersion, ...scores } = rescored;
      const answer = { id: row.id, institutionId: row.institution_id };
      await repository.storeRescored(ctx.db, answer, row.engine_version, { ...scores, engineVersion });
      changed++;
    }
    after = rows.at(-1)!.id;
  }
  return changed;
}

/**
 * Answers waiting for scoring that no job of the queue holds: sent while no queue ran, given
 * up, or held for more than `SCORING_STALLED_MS` by a job whose worker is gone.
 */
export function answersWithoutJob({ ctx }: AnswerDeps, queueName: string, limit = 500) {
  const stalledBefore = new Date(ctx.clock().getTime() - SCORING_STALLED_MS);
  return repository.answersWithoutJob(ctx.db, queueName, stalledBefore, limit);
}
