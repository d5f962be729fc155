import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** Drops every table and the migration history, leaving an empty database for the migrations to rebuild. */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
