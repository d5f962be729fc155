import { and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Whether some row of the table meets all the conditions; reads one row at the most. */
export async function hasRow(db: Db, table: PgTable, ...conditions: (SQL | undefined)[]): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
