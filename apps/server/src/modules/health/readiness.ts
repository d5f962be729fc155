import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/** A load balancer waits about this long for a readiness answer; a database slower than this is not ready. */
export const READINESS_TIMEOUT_MS = 1_500;

/**
 * Asks the database a trivial question and answers how many milliseconds it took, or refuses
 * with `common.unavailable` when it fails or takes longer than READINESS_TIMEOUT_MS. A question
 * that outlives the timeout still ends on its own (connection or network timeout).
 */
export async function checkDatabase(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<number> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('common.unavailable')), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), late]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}
