import type PgBoss from 'pg-boss';
import type { Services } from '../composition.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { unavailableCause } from '../db/unavailable.js';
import { installAutoAssignment } from './auto-assignment.job.js';
import { type BossTuning, startBoss } from './boss.js';
import { installEchoScoring } from './echo-scoring.job.js';
import { installEchoWeekly } from './echo-weekly.job.js';
import { installReports } from './report.job.js';
import { installStatistics } from './statistics.job.js';
import { installStoredReadings } from './stored-readings.job.js';

/** A job in progress gets this long to finish when the server stops; pg-boss hands it out again otherwise. */
const STOP_TIMEOUT_MS = 5_000;

export interface Jobs {
  boss: PgBoss;
  /** Stops fetching and scheduling and waits for work in progress; the database stays open. */
  stop(): Promise<void>;
}

/** Starts the job queue on the app's database with every background job installed. */
export async function startJobs(
  ctx: AppContext,
  {
    autoAssignments,
    echoWeekly,
    echoAnswers,
    levels,
    reports,
  }: Pick<Services, 'autoAssignments' | 'echoWeekly' | 'echoAnswers' | 'levels' | 'reports'>,
  database: Database,
  tuning?: BossTuning,
): Promise<Jobs> {
  // pg-boss reports failures of its own polling and maintenance here; unheard, they would end the
  // process. While the database is out of reach every poll fails; pg-boss keeps polling and
  // carries on once it is back.
  const boss = await startBoss(database, tuning ?? {}, (error) => {
    const unavailable = unavailableCause(error);
    if (unavailable) ctx.log.warn({ database: unavailable }, 'background jobs: database unavailable');
    else ctx.log.error({ err: error }, 'background jobs: error');
  });
  // Echo Valley scoring: stops sending answers to the queue before the queue stops.
  let echoScoring: { stop(): void } | undefined;
  // Reports: stops sending requested reports to the queue before the queue stops.
  let reportQueue: { stop(): void } | undefined;
  // Stored readings scored again by the current rule: ends between two batches before the queue stops.
  let storedReadings: { stop(): Promise<void> } | undefined;
  // Stopping while the database is out of reach cannot hand back work in progress; pg-boss
  // hands it out again when it expires, and the server still stops.
  const stop = async () => {
    echoScoring?.stop();
    reportQueue?.stop();
    await storedReadings?.stop();
    try {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    } catch (error) {
      const unavailable = unavailableCause(error);
      if (!unavailable) throw error;
      ctx.log.warn({ database: unavailable }, 'background jobs: stopped without handing back work');
    }
  };
  try {
    await installAutoAssignment(boss, autoAssignments);
    await installEchoWeekly(boss, echoWeekly);
    echoScoring = await installEchoScoring(boss, echoAnswers);
    reportQueue = await installReports(boss, reports);
    // PostgreSQL servers refresh statistics themselves (autovacuum); the embedded database does not.
    if (ctx.dbKind === 'pglite') await installStatistics(boss, ctx);
    storedReadings = installStoredReadings(ctx, { echoAnswers, levels });
  } catch (error) {
    await stop();
    throw error;
  }
  ctx.log.info('background jobs started');
  return { boss, stop };
}
