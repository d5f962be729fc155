import type pg from 'pg';
import { TABLE_KINDS, type TableDeclaration } from './schema/kinds.js';

/**
 * On a Citus coordinator, gives every table the place its kind asks for: reference tables
 * are copied to every node, tenant tables are split into shards by their school's id (all in
 * one colocation group, so one school's rows of every table sit on the same node), lookup
 * tables are split by what is looked up. On the embedded database and a plain PostgreSQL
 * server (no `citus` extension) it does nothing.
 *
 * It runs after the migrations and only touches the tables not distributed yet: on a new
 * database all of them, after an upgrade the tables a migration added. Citus moves rows a
 * table already holds into its shards. Citus distributes a table only while no foreign key
 * or trigger ties it to a table that is not distributed yet, so the constraints and triggers
 * of the pending tables are taken off first and put back when every table has its place;
 * it all happens in one transaction, so a failure leaves the database as it was.
 */
export async function distribute(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows: citus } = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'citus'`);
    if (citus.length === 0) return;
    const { rows: placed } = await client.query<{ name: string }>(
      'SELECT logicalrelid::regclass::text AS name FROM pg_dist_partition',
    );
    const done = new Set(placed.map((row) => row.name));
    const pending = Object.entries(TABLE_KINDS).filter(([name, table]) => table.kind !== 'local' && !done.has(name));
    if (pending.length === 0) return;
    const names = pending.map(([name]) => name);

    await client.query('BEGIN');
    try {
      // Distributing tables in a transaction that also changes them needs one connection per node.
      await client.query(`SET LOCAL citus.multi_shard_modify_mode TO 'sequential'`);
      await client.query('SET LOCAL citus.enable_unsafe_triggers TO on');
      const ties = await takeOffTies(client, names);
      for (const [name, table] of orderForCitus(pending)) {
        await client.query(placement(name, table));
      }
      for (const statement of ties) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    client.release();
  }
}

/** Drops the foreign keys and triggers that touch the pending tables; answers the statements that put them back. */
async function takeOffTies(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows: keys } = await client.query<{ owner: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS owner, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'f' AND (conrelid::regclass::text = ANY($1) OR confrelid::regclass::text = ANY($1))`,
    [tables],
  );
  const { rows: triggers } = await client.query<{ owner: string; name: string; definition: string }>(
    `SELECT tgrelid::regclass::text AS owner, tgname AS name, pg_get_triggerdef(oid) AS definition
       FROM pg_trigger
      WHERE NOT tgisinternal AND tgrelid::regclass::text = ANY($1)`,
    [tables],
  );
  for (const key of keys) await client.query(`ALTER TABLE ${key.owner} DROP CONSTRAINT "${key.name}"`);
  for (const trigger of triggers) await client.query(`DROP TRIGGER "${trigger.name}" ON ${trigger.owner}`);
  return [
    ...keys.map((key) => `ALTER TABLE ${key.owner} ADD CONSTRAINT "${key.name}" ${key.definition}`),
    ...triggers.map((trigger) => trigger.definition),
  ];
}

/** The tenant table the others are colocated with: the schools themselves, split by their id. */
const SCHOOLS = 'institutions';

/** The column a distributed table is split by. */
export function shardKey(name: string, table: TableDeclaration): string {
  if (table.kind === 'lookup' && table.lookupKey) return table.lookupKey;
  return name === SCHOOLS ? 'id' : 'institution_id';
}

/** Reference tables first (tenant tables may point at them), then the schools, then the rest. */
function orderForCitus(pending: [string, TableDeclaration][]): [string, TableDeclaration][] {
  const rank = ([name, table]: [string, TableDeclaration]) =>
    table.kind === 'reference' ? 0 : name === SCHOOLS ? 1 : 2;
  return [...pending].sort((a, b) => rank(a) - rank(b));
}

function placement(name: string, table: TableDeclaration): string {
  switch (table.kind) {
    case 'reference':
      return `SELECT create_reference_table('${name}')`;
    case 'tenant':
      return name === SCHOOLS
        ? `SELECT create_distributed_table('${name}', 'id')`
        : `SELECT create_distributed_table('${name}', 'institution_id', colocate_with => '${SCHOOLS}')`;
    case 'lookup':
      return `SELECT create_distributed_table('${name}', '${shardKey(name, table)}', colocate_with => 'none')`;
    case 'local':
      throw new Error(`${name} stays on the coordinator`);
  }
}
