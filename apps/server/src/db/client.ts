import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Every query goes through this: the same Drizzle API on the embedded database and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

/**
 * Plain SQL beside Drizzle, in the shape pg-boss asks of a database connection: a statement
 * with values runs as one prepared statement; text without values may hold several
 * statements (pg-boss installs its schema with such scripts). Answers the last result's rows.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: DbKind;
  db: Db;
  /** The same connection(s) for SQL that does not go through Drizzle: the background job queue. */
  executor: SqlExecutor;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    executor: {
      // PGlite's `query` takes one statement with parameters and `exec` a script without.
      async executeSql(text, values) {
        if (values) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function postgresDatabase(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection broke (the server restarted, or an administrator ended it). The
  // pool has let it go and connects again for the next query; unheard, this would end the process.
  pool.on('error', (error) => console.warn(`database connection lost (${error.message}); the next query reconnects`));
  const db = drizzlePostgres({ client: pool });
  return {
    kind: 'postgres',
    db,
    executor: {
      async executeSql(text, values) {
        // node-postgres runs a script without values through the simple protocol and answers one result per statement.
        const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
      },
    },
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is configured, otherwise the embedded database in DATA_DIR/db. */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl, config.databasePoolSize);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir: dir }));
}
