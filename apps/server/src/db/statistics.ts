import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Refreshes the planner's statistics for every table. Without them PostgreSQL plans as if
 * each table were nearly empty and picks nested loops that make class pages with hundreds of
 * students ten times slower. PostgreSQL servers keep them current with autovacuum; the
 * embedded database has none, so the app runs this after loading data and on a schedule.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
