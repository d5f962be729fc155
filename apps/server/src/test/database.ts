import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, pgliteDatabase, postgresDatabase } from '../db/client.js';

/** A fresh, migrated PostgreSQL database on TEST_DATABASE_URL's server, dropped again on close. */
async function freshPostgresDatabase(serverUrl: string): Promise<Database> {
  const name = `lms_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** An empty, migrated database of its own for one test file: embedded by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshPostgresDatabase(serverUrl);
  const template = readFileSync(inject('pgliteTemplate'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([template]) }));
}
