import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** How often pg-boss looks for work and for due schedules; tests shorten them. */
export type BossTuning = Pick<
  PgBoss.ConstructorOptions,
  'pollingIntervalSeconds' | 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'
>;

/**
 * pg-boss on the app's own database and connections (embedded or PostgreSQL): its tables live
 * in their own schema, so jobs and schedules outlast a restart and are shared by every server.
 */
export function createBoss(database: Database, tuning: BossTuning = {}): PgBoss {
  return new PgBoss({ db: database.executor, ...tuning });
}

/**
 * Creates a queue unless it exists. Servers starting together may both try; the one that
 * loses the race finds the queue there and carries on.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(queue.name)) return;
  try {
    await boss.createQueue(queue.name, queue);
  } catch (error) {
    if (!(await boss.getQueue(queue.name))) throw error;
  }
}
