import { rescoredFromMarks, SCORER_VERSION } from '@lms/speech';
import type { AppContext } from '../../../context.js';
import * as repository from '../level.repository.js';

/** Readings whose scores are worked out again from their marks per read. */
const RESCORE_BATCH = 200;

/**
 * Gives the readings of tests still open, scored under an earlier version of the score's rule
 * (docs/SPEECH.md), the current rule's score, worked out from their stored marks. A finished
 * test keeps its readings' scores: its score and level were worked out from them and acted on.
 * Idempotent, so every server may run it as it starts; stops between batches once `signal`
 * is aborted; answers how many readings it scored again.
 */
export async function rescoreOpenReadings(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  let changed = 0;
  for (let after = 0; !signal?.aborted; ) {
    const current = `speech-${SCORER_VERSION}`;
    const rows = await repository.openReadingsOfOtherVersions(ctx.db, current, after, RESCORE_BATCH);
    if (rows.length === 0) break;
    for (const { id, institutionId, marks } of rows) {
      const rescored = marks && rescoredFromMarks(marks);
      if (!marks || !rescored) continue;
      const score = rescored.overall;
      const next = { ...marks, engine_version: rescored.engine_version };
      const reading = { id, institutionId };
      await repository.storeRescoredReading(ctx.db, reading, marks.engine_version, { score, marks: next }, ctx.clock());
      changed++;
    }
    after = rows.at(-1)!.id;
  }
  return changed;
}
