import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type PostgresOptions, postgresDatabase } from '../db/client.js';

/**
 * Databases on a Citus cluster for `npm run test:citus`. A database of a Citus cluster
 * exists once per node (the coordinator holds the tables' metadata, every node holds shards),
 * so each is created, copied and dropped on every node of the cluster `CITUS_URL` names.
 */

interface Node {
  host: string;
  port: number;
}

async function onNode(serverUrl: string, node: Node, database: string, statements: string[]): Promise<void> {
  const url = new URL(serverUrl);
  url.hostname = node.host;
  url.port = String(node.port);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The coordinator (as `CITUS_URL` names it) and the workers it knows. */
async function nodesOf(serverUrl: string): Promise<{ coordinator: Node; workers: Node[] }> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ host: string; port: number }>(
      `SELECT nodename AS host, nodeport AS port FROM pg_dist_node WHERE groupid <> 0 AND isactive ORDER BY nodeid`,
    );
    if (rows.length < 2) throw new Error('CITUS_URL must name a Citus coordinator with at least two workers');
    const url = new URL(serverUrl);
    return { coordinator: { host: url.hostname, port: Number(url.port || 5432) }, workers: rows };
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const TERMINATE = (name: string) =>
  `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`;

/** A new, empty database with Citus on every node and the workers registered: its URL. */
export async function createCitusDatabase(serverUrl: string, name: string): Promise<string> {
  const { coordinator, workers } = await nodesOf(serverUrl);
  for (const node of [coordinator, ...workers]) {
    await onNode(serverUrl, node, 'postgres', [`CREATE DATABASE ${name}`]);
    await onNode(serverUrl, node, name, ['CREATE EXTENSION citus']);
  }
  await onNode(serverUrl, coordinator, name, [
    `SELECT citus_set_coordinator_host('${coordinator.host}', ${coordinator.port})`,
    ...workers.map((worker) => `SELECT 1 FROM citus_add_node('${worker.host}', ${worker.port})`),
  ]);
  return withDatabase(serverUrl, name);
}

/**
 * Makes a migrated database a template: no connections are allowed to it any more (Citus's
 * own background work on each node would otherwise keep it open), so it can be copied.
 */
export async function freezeCitusDatabase(serverUrl: string, name: string): Promise<void> {
  const { coordinator, workers } = await nodesOf(serverUrl);
  for (const node of [coordinator, ...workers]) {
    await onNode(serverUrl, node, 'postgres', [`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`, TERMINATE(name)]);
  }
}

/** A copy of a frozen template on every node (shards, metadata and all): the copy's URL. */
export async function copyCitusDatabase(serverUrl: string, template: string): Promise<string> {
  const name = `lms_citus_${randomBytes(6).toString('hex')}`;
  const { coordinator, workers } = await nodesOf(serverUrl);
  for (const node of [coordinator, ...workers]) {
    await onNode(serverUrl, node, 'postgres', [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
  }
  return withDatabase(serverUrl, name);
}

/** PostgreSQL's "object in use": a connection came in between the drop's end of the others and the drop. */
const IN_USE = '55006';

export async function dropCitusDatabase(serverUrl: string, name: string): Promise<void> {
  const { coordinator, workers } = await nodesOf(serverUrl);
  for (const node of [coordinator, ...workers]) {
    // The coordinator's own connections to the workers (its pool, its maintenance) may open
    // again while a worker's copy is dropped: the drop then ends them again.
    for (let attempt = 1; ; attempt++) {
      const dropped = await onNode(serverUrl, node, 'postgres', [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code !== IN_USE || attempt === 5) throw error;
          return false;
        },
      );
      if (dropped) break;
    }
  }
}

/**
 * The app's connections on the cluster refuse a statement that Citus would run on more than one
 * shard, unless the code says it works across schools on purpose (`acrossSchools`): every
 * request of the suites then proves it stays on one school's shard.
 */
export function routerOnly(database: Database, logQuery?: PostgresOptions['logQuery']): Database {
  const url = (database as Database & { url?: string }).url;
  if (!process.env.CITUS_URL || !url) return database;
  return postgresDatabase(url, 10, {
    settings: { 'citus.multi_task_query_log_level': 'error' },
    ...(logQuery ? { logQuery } : {}),
  });
}
