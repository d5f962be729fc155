import { availableParallelism } from 'node:os';
import type PgBoss from 'pg-boss';
import type { AnswerKey, EchoAnswerService } from '../modules/echo/index.js';
import { ensureQueue } from './boss.js';

export const ECHO_SCORING_QUEUE = 'echo-scoring';

/**
 * How often a server looks for answers waiting with no job (sent while no queue ran, given up,
 * or held by a job whose worker died): with `SCORING_STALLED_MS`, an answer whose worker died is
 * sent again within 45 s.
 */
export const ECHO_SWEEP_MS = 15_000;

/**
 * A job's data: the answer to score and its school. A job sent before jobs named the school has
 * none: it ends at once, and the sweep sends its answer again with its school.
 */
interface ScoringJob {
  answerid: number;
  institution?: number;
}

/**
 * The scoring queue: one job per answer, handled by as many workers as the machine has cores
 * (the worker pool scores on one thread per core), each taking one answer at a time. A failure
 * other than a refusal of the recording fails the job, and pg-boss runs it once more; the
 * service ends a second failure as `speech.scoring_failed`. The service sends each new or
 * re-scored answer here and wakes this server's workers; answers queued while no queue ran,
 * whose job was given up or whose job's worker died (a job active for more than 30 s) are sent
 * when the queue starts and then every 15 s.
 */
export async function installEchoScoring(
  boss: PgBoss,
  service: EchoAnswerService,
  workers = availableParallelism(),
): Promise<{ stop(): void }> {
  await ensureQueue(boss, { name: ECHO_SCORING_QUEUE, retryLimit: 1, retryDelay: 1, expireInSeconds: 300 });
  const workerIds: string[] = [];
  for (let i = 0; i < workers; i++) {
    let id = '';
    id = await boss.work<ScoringJob>(ECHO_SCORING_QUEUE, { batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        const { answerid, institution } = job.data;
        if (institution === undefined) return;
        const outcome = await service.scoreAnswer({ id: answerid, institutionId: institution });
        if (outcome === 'retry') throw new Error(`answer ${job.data.answerid}: scoring failed, to be tried again`);
      } finally {
        // A worker waits out its polling interval after each job; while answers keep coming it
        // asks for the next one at once instead.
        boss.notifyWorker(id);
      }
    });
    workerIds.push(id);
  }
  const send = async (answers: AnswerKey[]) => {
    if (answers.length === 0) return;
    const data = (answer: AnswerKey): ScoringJob => ({ answerid: answer.id, institution: answer.institutionId });
    await boss.insert(answers.map((answer) => ({ name: ECHO_SCORING_QUEUE, data: data(answer) })));
    for (const id of workerIds) boss.notifyWorker(id);
  };
  service.useQueue({ send });

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await send(await service.answersWithoutJob(ECHO_SCORING_QUEUE));
    } finally {
      sweeping = false;
    }
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => boss.emit('error', error));
  }, ECHO_SWEEP_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      service.useQueue(null);
    },
  };
}
