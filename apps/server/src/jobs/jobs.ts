import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { installAutoAssignment } from './auto-assignment.job.js';
import { type BossTuning, createBoss } from './boss.js';
import { installStatistics } from './statistics.job.js';

/** A job in progress gets this long to finish when the server stops; pg-boss hands it out again otherwise. */
const STOP_TIMEOUT_MS = 5_000;

export interface Jobs {
  boss: PgBoss;
  /** Stops fetching and scheduling and waits for work in progress; the database stays open. */
  stop(): Promise<void>;
}

/** Starts the job queue on the app's database with every background job installed. */
export async function startJobs(ctx: AppContext, database: Database, tuning?: BossTuning): Promise<Jobs> {
  const boss = createBoss(database, tuning);
  // pg-boss reports failures of its own polling and maintenance here; unheard, they would end the process.
  boss.on('error', (error) => ctx.log.error({ err: error }, 'background jobs: error'));
  const stop = () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  await boss.start();
  try {
    await installAutoAssignment(boss, ctx);
    // PostgreSQL servers refresh statistics themselves (autovacuum); the embedded database does not.
    if (ctx.dbKind === 'pglite') await installStatistics(boss, ctx);
  } catch (error) {
    await stop();
    throw error;
  }
  ctx.log.info('background jobs started');
  return { boss, stop };
}
