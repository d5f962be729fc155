import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { ssoCodes } from './auth.tables.js';

export async function insertSsoCode(
  db: Db,
  row: { codeHash: string; userId: number; institutionId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(ssoCodes).values(row);
}

/** Marks a live code used (looked up in its school) and answers whose it was; a used or expired code answers nothing. */
export async function consumeSsoCode(db: Db, code: SchoolTokenKey, now: Date) {
  const [row] = await db
    .update(ssoCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoCodes.institutionId, code.institutionId),
        eq(ssoCodes.codeHash, code.hash),
        isNull(ssoCodes.usedAt),
        gt(ssoCodes.expiresAt, now),
      ),
    )
    .returning({ userId: ssoCodes.userId, institutionId: ssoCodes.institutionId });
  return row;
}

/**
 * Marks a code used, the first time only: a code this app issued has its row already, a code
 * from the other site gets one now. Answers whether this was the first use.
 */
export async function redeemSsoCode(
  db: Db,
  row: { codeHash: string; userId: number; institutionId: number; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const used = await db
    .insert(ssoCodes)
    .values({ ...row, usedAt: now })
    .onConflictDoUpdate({
      target: [ssoCodes.codeHash, ssoCodes.institutionId],
      set: { usedAt: now },
      setWhere: isNull(ssoCodes.usedAt),
    })
    .returning({ id: ssoCodes.id });
  return used.length > 0;
}
