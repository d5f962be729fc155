import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { users } from '../school/index.js';
import { passwordResets } from './auth.tables.js';

export async function insertResetLink(
  db: Db,
  row: { tokenHash: string; userId: number; institutionId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** The link of a token, looked up in the token's school. */
export async function findResetLink(db: Db, token: SchoolTokenKey) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      institutionId: passwordResets.institutionId,
      email: users.email,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.id, passwordResets.userId), eq(users.institutionId, passwordResets.institutionId)))
    .where(and(eq(passwordResets.institutionId, token.institutionId), eq(passwordResets.tokenHash, token.hash)))
    .limit(1);
  return row;
}

/**
 * Marks every unused link of the user as used; answers whether `linkId` was among them, so
 * two simultaneous submissions of one link cannot both succeed.
 */
export async function useResetLinks(
  db: Db,
  link: { id: number; userId: number; institutionId: number },
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, link.userId),
        eq(passwordResets.institutionId, link.institutionId),
        isNull(passwordResets.usedAt),
      ),
    )
    .returning({ id: passwordResets.id });
  return used.some((row) => row.id === link.id);
}
