import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type PostgresOptions, postgresDatabase } from '../db/client.js';

/** A new, empty PostgreSQL database on `serverUrl`'s server: its URL, and how to drop it again. */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated PostgreSQL database on `serverUrl`'s server, with its URL; dropped again on close. */
export async function freshPostgresDatabase(
  serverUrl: string,
  poolSize?: number,
  options: PostgresOptions = {},
): Promise<Database & { url: string }> {
  const created = await createPostgresDatabase(serverUrl);
  const database = postgresDatabase(created.url, poolSize, options);
  await database.migrate();
  return {
    ...database,
    url: created.url,
    async close() {
      try {
        await database.close();
      } finally {
        await created.drop();
      }
    },
  };
}
