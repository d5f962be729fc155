import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import { refreshStatistics } from '../db/statistics.js';
import { ensureQueue } from './boss.js';

export const STATISTICS_QUEUE = 'planner-statistics';

/** Hourly: a few milliseconds on a school's data, and classes change through the day. */
export const STATISTICS_CRON = '17 * * * *';

/** The embedded database's stand-in for autovacuum's statistics (see refreshStatistics). */
export async function installStatistics(boss: PgBoss, ctx: AppContext): Promise<void> {
  await ensureQueue(boss, { name: STATISTICS_QUEUE });
  await boss.schedule(STATISTICS_QUEUE, STATISTICS_CRON);
  await boss.work(STATISTICS_QUEUE, () => refreshStatistics(ctx.db));
}
