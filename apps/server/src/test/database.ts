import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, pgliteDatabase } from '../db/client.js';
import { freshPostgresDatabase } from './postgres-database.js';

/** An empty, migrated database of its own for one test file: embedded by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshPostgresDatabase(serverUrl);
  const template = readFileSync(inject('pgliteTemplate'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([template]) }));
}
