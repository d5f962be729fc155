import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { isDatabaseEmpty, seedDemo } from '../seed/demo.js';
import { type Database, type DbKind, openDatabase } from './client.js';

/** Demo data goes into the embedded database by default and into PostgreSQL only when SEED_DEMO=true. */
export function wantsDemo(seedDemo: boolean | undefined, kind: DbKind): boolean {
  return seedDemo ?? kind === 'pglite';
}

/**
 * Opens the configured database, brings its schema up to date and, when wanted, loads the
 * demo into an empty one.
 */
export async function prepareDatabase(config: Config, clock: Clock): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded = wantsDemo(config.seedDemo, database.kind) && (await isDatabaseEmpty(database.db));
    if (seeded) await seedDemo(database.db, clock, config.contentDir);
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
