import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Work that reads or writes every school's rows on purpose (the weekly jobs, the company
 * staff's lists, the sweeps of the job queue): on a Citus cluster its statements run on every
 * shard in parallel, which the app otherwise never does (the tests refuse such a statement
 * anywhere else). Elsewhere the setting is a name nothing reads.
 */
export function acrossSchools<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL citus.multi_task_query_log_level = off`);
    return work(tx);
  });
}
