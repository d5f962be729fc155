import type PgBoss from 'pg-boss';
import { type AutoAssignmentService, WEEKLY_RUN_HOUR } from '../modules/assignment/index.js';
import { ensureQueue } from './boss.js';

export const AUTO_ASSIGNMENT_QUEUE = 'auto-assignment';

/**
 * Mondays at 05:00 in the server's time zone: the zone in which the server decides what
 * "today" is for classes and assignments, so the week assigned is the week teachers and
 * students see, ready before the school day starts.
 */
export const AUTO_ASSIGNMENT_CRON = `0 ${WEEKLY_RUN_HOUR} * * 1`;

/** A run's job data: `missedRunAt` (ISO time) when it stands in for a run the server missed. */
interface AutoAssignmentJob {
  missedRunAt?: string;
}

export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The queue, its weekly schedule (kept in the database, so it outlasts restarts) and the
 * worker. A run that leaves a class failed fails the job, and pg-boss runs it again later:
 * classes already done are found done, so only the failed ones get their assignment.
 */
export async function installAutoAssignment(boss: PgBoss, service: AutoAssignmentService): Promise<void> {
  await ensureQueue(boss, { name: AUTO_ASSIGNMENT_QUEUE, retryLimit: 3, retryDelay: 300, retryBackoff: true });
  await boss.schedule(AUTO_ASSIGNMENT_QUEUE, AUTO_ASSIGNMENT_CRON, undefined, { tz: serverTimeZone() });
  await boss.work<AutoAssignmentJob>(AUTO_ASSIGNMENT_QUEUE, async ([job]) => {
    const missedRunAt = job?.data?.missedRunAt;
    const run = await service.assignWeek(missedRunAt ? new Date(missedRunAt) : undefined);
    if (run.failed.length > 0) throw new Error(`auto-assignment failed for classes ${run.failed.join(', ')}`);
  });
  // pg-boss sends a scheduled job only around its time, so a server that was down on Monday
  // morning runs the week's work when it starts, for the classes switched on by then that
  // still lack it. Usually none do, and no work is queued.
  const missed = await service.missedRun();
  if (missed) await boss.send(AUTO_ASSIGNMENT_QUEUE, { missedRunAt: missed.toISOString() } satisfies AutoAssignmentJob);
}
