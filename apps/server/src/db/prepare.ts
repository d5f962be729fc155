import { count } from 'drizzle-orm';
import type { Config } from '../config.js';
import { type Database, type Db, type DbKind, openDatabase } from './client.js';
import { institutions } from './schema/index.js';

/** Loads the demo into an empty database: handed in by whoever starts the server, never imported here. */
export type DemoSeed = (db: Db) => Promise<void>;

/** Demo data goes into the embedded database by default and into PostgreSQL only when SEED_DEMO=true. */
export function wantsDemo(seedDemo: boolean | undefined, kind: DbKind): boolean {
  return seedDemo ?? kind === 'pglite';
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(institutions);
  return (row?.n ?? 0) === 0;
}

/**
 * Opens the configured database, brings its schema up to date and, when wanted and a demo is
 * handed in, loads it into an empty database.
 */
export async function prepareDatabase(
  config: Config,
  demo?: DemoSeed,
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded =
      demo !== undefined && wantsDemo(config.seedDemo, database.kind) && (await isDatabaseEmpty(database.db));
    if (seeded) await demo(database.db);
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
