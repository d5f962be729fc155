import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Tables a refused request writes on purpose: the sign-in attempts the throttle counts, and the
 * sessions the fuzz opens for its callers between batches.
 */
const WRITTEN_WHEN_REFUSED = new Set(['sign_in_limits']);

/** The application's tables (schema public), without the ones above. */
async function dataTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
}

/**
 * One digest of every row of every application table, so a batch of refused requests can be
 * shown to have changed nothing: equal before and after, or something was written. Each table's
 * part is its row count and the sum of its rows' 64-bit hashes: it needs no order, so a Citus
 * cluster works it out on each shard and adds the shards' parts.
 */
export async function checksumOf(db: Db): Promise<() => Promise<string>> {
  const tables = await dataTables(db);
  const digests = sql.join(
    tables.map(
      (name) =>
        sql`select ${name} || ':' || count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) as d
            from ${sql.identifier(name)} r`,
    ),
    sql` union all `,
  );
  return async () => {
    const result = (await db.execute(
      sql`select md5(string_agg(d, '|' order by d)) as digest from (${digests}) tables`,
    )) as unknown as { rows: { digest: string }[] };
    return result.rows[0]!.digest;
  };
}
