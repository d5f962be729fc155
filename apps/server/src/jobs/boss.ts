import { setTimeout as sleep } from 'node:timers/promises';
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
 * PostgreSQL codes of a lost race between servers starting together: a deadlock between their
 * inserts, or the other's row (a queue, pg-boss's own schema) arriving first.
 */
const RACE_CODES = new Set(['40P01', '40001', '23505']);
const RACE_ATTEMPTS = 5;

function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RACE_CODES.has(code);
}

/**
 * Runs `attempt` until it succeeds, waiting a moment after each race lost to another server
 * (PostgreSQL may pick either as a deadlock's victim, before the other has committed); `settled`
 * says whether the other server has done the work meanwhile.
 */
async function despiteRaces(attempt: () => Promise<void>, settled: () => Promise<boolean>): Promise<void> {
  for (let tries = 1; ; tries++) {
    if (await settled()) return;
    try {
      await attempt();
      return;
    } catch (error) {
      if (!lostRace(error) || tries === RACE_ATTEMPTS) {
        if (await settled()) return;
        throw error;
      }
      await sleep(50 * tries);
    }
  }
}

/**
 * Starts pg-boss, installing its schema on first use. Servers starting together on a new
 * database may both install it; the loser starts again on a fresh instance (a failed start
 * cannot be retried) and finds the schema there.
 */
export async function startBoss(
  database: Database,
  tuning: BossTuning,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const fresh = () => createBoss(database, tuning).on('error', onError);
  let boss = fresh();
  let started = false;
  await despiteRaces(
    async () => {
      try {
        await boss.start();
        started = true;
      } catch (error) {
        boss = fresh();
        throw error;
      }
    },
    async () => started,
  );
  return boss;
}

/** Creates a queue unless it exists, whichever server gets there first. */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  const exists = async () => Boolean(await boss.getQueue(queue.name));
  await despiteRaces(() => boss.createQueue(queue.name, queue), exists);
}
