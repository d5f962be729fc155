import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSchool, createStudents } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { refreshStatistics } from './statistics.js';

const t = useTestApp();

/**
 * What the planner believes a table holds; -1 until statistics were first gathered. On a Citus
 * cluster the rows are in the table's shards, each planned on its worker with its own statistics.
 */
async function plannedRows(table: string): Promise<number> {
  const result = process.env.CITUS_URL
    ? await t.db.execute(sql`select sum(greatest(result::real, 0)) as reltuples
        from run_command_on_shards(${table}, 'select reltuples from pg_class where oid = ''%s''::regclass')`)
    : await t.db.execute(sql`select reltuples from pg_class where relname = ${table}`);
  const [row] = (result as unknown as { rows: { reltuples: number | string }[] }).rows;
  return Number(row?.reltuples);
}

describe('planner statistics', () => {
  it('are refreshed so the planner knows how many rows a table holds', async () => {
    const school = await createSchool(t.db);
    await createStudents(t.db, { institutionId: school.institution.id, count: 40 });
    await refreshStatistics(t.db);
    expect(await plannedRows('students')).toBeGreaterThanOrEqual(40);
  });
});
