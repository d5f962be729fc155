import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverTimeZone } from '../lib/clock.js';
import { distribute } from './distribute.js';

/** Every query goes through this: the same Drizzle API on the embedded database and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

/** The rows of a raw statement (`db.execute`): both drivers (node-postgres and PGlite) answer a `rows` array. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A moment column of a raw statement as ISO text (UTC, milliseconds), the same from either driver. */
export const isoMoment = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

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

export function pgliteDatabase(client: PGlite, options: Pick<PostgresOptions, 'logQuery'> = {}): Database {
  // The database's calendar days are the server's (see `serverTimeZone`). PGlite runs
  // statements in the order they are sent: this one comes before any other.
  client.exec(`SET TimeZone TO '${serverTimeZone()}'`).catch((error: unknown) => {
    console.error(`the database could not take the server's time zone: ${String(error)}`);
  });
  const { logQuery } = options;
  const db = drizzlePglite({ client, ...(logQuery ? { logger: { logQuery } } : {}) });
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

/**
 * How long a request waits for a connection (a new one, or a turn at a busy pool) before it
 * answers `503 common.unavailable`: a stopped or unreachable database is reported in seconds,
 * well before the web app's own request timeout.
 */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Keeps the process alive when connections break (a restart, an administrator ending them,
 * the network). Every connection carries an error listener from its first moment: node-postgres
 * emits `error` on a connection lent out to a transaction too, and with no one listening that
 * would end the process. A connection that breaks while lent out is given back to the pool as
 * broken at once, so the pool forgets it even when its borrower never returns it (Drizzle does
 * not when the transaction's `begin` fails); the borrower's own return then does nothing.
 */
function watchConnections(pool: pg.Pool): void {
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle connection is the pool's own to drop (its 'error' event below).
      if (!lent.has(client)) return;
      console.warn(`database connection lost during a request (${error.message})`);
      const giveBack = client.release;
      client.release = () => {};
      giveBack(error);
    });
  });
  // An idle pooled connection broke. The pool has let it go and connects again for the next query.
  pool.on('error', (error) => console.warn(`database connection lost (${error.message}); the next query reconnects`));
}

/**
 * Ids and counts are bigint (int8): read as numbers, as the embedded database does, so the API
 * sends numbers either way. Ids stay far below 2^53. Set on the driver's shared parsers because
 * Drizzle gives each statement its own parser list, which falls back to those.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
/** int8[]: the driver's list of named types stops at the scalar ones. */
const INT8_ARRAY = 1016 as (typeof pg.types.builtins)[keyof typeof pg.types.builtins];
const int8Texts = pg.types.getTypeParser(INT8_ARRAY) as (value: string) => (string | null)[];
pg.types.setTypeParser(INT8_ARRAY, (value: string) =>
  int8Texts(value).map((item) => (item === null ? null : Number(item))),
);

export interface PostgresOptions {
  /** Settings given to every connection (on a Citus cluster, the tests make the app's refuse multi-shard statements). */
  settings?: Record<string, string>;
  /** Sees every statement that goes through Drizzle, with its values (the router check on a Citus cluster). */
  logQuery?: (query: string, params: unknown[]) => void;
}

export function postgresDatabase(connectionString: string, poolSize = 10, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The database's calendar days are the server's (see `serverTimeZone`).
    options: Object.entries({ TimeZone: serverTimeZone(), ...options.settings })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
    // Finds connections a vanished server or a dropped network left open.
    keepAlive: true,
  });
  watchConnections(pool);
  const { logQuery } = options;
  const db = drizzlePostgres({ client: pool, ...(logQuery ? { logger: { logQuery } } : {}) });
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
    async migrate() {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await distribute(pool);
    },
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
