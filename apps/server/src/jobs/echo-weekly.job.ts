import type PgBoss from 'pg-boss';
import { ECHO_RUN, type EchoWeeklyService } from '../modules/echo/index.js';
import { serverTimeZone } from './auto-assignment.job.js';
import { ensureQueue } from './boss.js';

export const ECHO_WEEKLY_QUEUE = 'echo-weekly';

/**
 * Mondays at 05:30 in the server's time zone: half an hour after the weekly assignment, so the
 * week's new work counts, and before the school day starts.
 */
export const ECHO_WEEKLY_CRON = `${ECHO_RUN.minute} ${ECHO_RUN.hour} * * 1`;

/** A run's job data: `missedRunAt` (ISO time) when it stands in for a run the server missed. */
interface EchoWeeklyJob {
  missedRunAt?: string;
}

/**
 * The queue, its weekly schedule (kept in the database, so it outlasts restarts) and the
 * worker. A run that leaves a class failed fails the job, and pg-boss runs it again later:
 * classes already done are found done, so only the failed ones get their quiz.
 */
export async function installEchoWeekly(boss: PgBoss, service: EchoWeeklyService): Promise<void> {
  await ensureQueue(boss, { name: ECHO_WEEKLY_QUEUE, retryLimit: 3, retryDelay: 300, retryBackoff: true });
  await boss.schedule(ECHO_WEEKLY_QUEUE, ECHO_WEEKLY_CRON, undefined, { tz: serverTimeZone() });
  await boss.work<EchoWeeklyJob>(ECHO_WEEKLY_QUEUE, async ([job]) => {
    const missedRunAt = job?.data?.missedRunAt;
    const run = await service.makeWeek(missedRunAt ? { onBy: new Date(missedRunAt) } : {});
    if (run.failed.length > 0) throw new Error(`echo weekly failed for classes ${run.failed.join(', ')}`);
  });
  // A server that was down on Monday morning makes the week's quizzes when it starts, for the
  // classes switched on by then that still lack them. Usually none do, and no work is queued.
  const missed = await service.missedRun();
  if (missed) await boss.send(ECHO_WEEKLY_QUEUE, { missedRunAt: missed.toISOString() } satisfies EchoWeeklyJob);
}
