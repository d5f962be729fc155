import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { type Database, rowsOf } from './client.js';
import { shardKey } from './distribute.js';
import { TABLE_KINDS } from './schema/kinds.js';

describe('on a Citus cluster, every table sits where its kind says', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function placements() {
    const rows = rowsOf<{ name: string; method: string; colocation: number; column: string | null }>(
      await database.db.execute(sql`
        SELECT logicalrelid::regclass::text AS name, partmethod AS method, colocationid AS colocation,
               column_to_column_name(logicalrelid, partkey) AS column
          FROM pg_dist_partition`),
    );
    return new Map(rows.map((row) => [row.name, row]));
  }

  it('tenant tables are split by school in one colocation group, catalogue tables are copied to every node', async () => {
    const placed = await placements();
    const tenant = Object.entries(TABLE_KINDS).filter(([, table]) => table.kind === 'tenant');
    const colocations = new Set<number>();
    for (const [name, table] of tenant) {
      const placement = placed.get(name);
      expect(placement, name).toMatchObject({ method: 'h', column: shardKey(name, table) });
      colocations.add(placement?.colocation ?? -1);
    }
    expect(colocations.size).toBe(1);
    for (const [name, table] of Object.entries(TABLE_KINDS)) {
      if (table.kind === 'reference') expect(placed.get(name)?.method, name).toBe('n');
      if (table.kind === 'lookup') {
        expect(placed.get(name), name).toMatchObject({ method: 'h', column: shardKey(name, table) });
      }
      if (table.kind === 'local') expect(placed.has(name), name).toBe(false);
    }
    expect(tenant.length).toBeGreaterThan(30);
  });

  it('a second run of the migrations changes nothing', async () => {
    const before = await placements();
    await database.migrate();
    expect(await placements()).toEqual(before);
  });

  it('every tenant table has shards on at least two workers', async () => {
    const nodes = rowsOf<{ name: string; nodes: number }>(
      await database.db.execute(sql`
        SELECT table_name::text AS name, count(DISTINCT nodeport)::int AS nodes
          FROM citus_shards WHERE citus_table_type = 'distributed' GROUP BY table_name`),
    );
    for (const row of nodes) expect(row.nodes, row.name).toBeGreaterThanOrEqual(2);
  });
});
