import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, type PostgresOptions, pgliteDatabase, postgresDatabase } from '../db/client.js';
import { copyCitusDatabase, dropCitusDatabase } from './citus-cluster.js';
import { freshPostgresDatabase } from './postgres-database.js';

/** A copy of the run's migrated Citus database, with its URL; dropped again on close. */
async function copiedCitusDatabase(citusUrl: string, template: string): Promise<Database & { url: string }> {
  const url = await copyCitusDatabase(citusUrl, template);
  const database = postgresDatabase(url);
  return {
    ...database,
    url,
    async close() {
      try {
        await database.close();
      } finally {
        await dropCitusDatabase(citusUrl, new URL(url).pathname.slice(1));
      }
    },
  };
}

/** Which database the tests' apps run on: a PostgreSQL server (or a Citus cluster's coordinator), or the embedded one. */
export const testDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.CITUS_URL || process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** An empty, migrated database of its own for one test file: embedded by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(options: Pick<PostgresOptions, 'logQuery'> = {}): Promise<Database> {
  const citusUrl = process.env.CITUS_URL;
  // On a cluster the app's own connections see the statements (`routerOnly`).
  if (citusUrl) return copiedCitusDatabase(citusUrl, inject('citusTemplate'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshPostgresDatabase(serverUrl, undefined, options);
  const template = readFileSync(inject('pgliteTemplate'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([template]) }), options);
}
