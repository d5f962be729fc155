import type { AppContext } from '../context.js';
import type { EchoAnswerService } from '../modules/echo/index.js';
import type { LevelService } from '../modules/level/index.js';

/**
 * Readings scored under an earlier version of the score's rule get the current rule's scores,
 * worked out from their stored marks, in the background once the jobs start: Echo Valley answers,
 * and the readings of level tests still open. Every server does it as it starts (it is
 * idempotent); stopping ends it between two batches and waits for that.
 */
export function installStoredReadings(
  ctx: AppContext,
  { echoAnswers, levels }: { echoAnswers: EchoAnswerService; levels: LevelService },
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const run = (async () => {
    const answers = await echoAnswers.rescoreStoredReadings(stopping.signal);
    const readings = await levels.rescoreOpenReadings(stopping.signal);
    if (answers + readings > 0) ctx.log.info({ answers, readings }, 'stored readings scored by the current rule');
  })().catch((error: unknown) => ctx.log.error({ err: error }, 'stored readings: could not score them again'));
  return {
    async stop() {
      stopping.abort();
      await run;
    },
  };
}
