import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { users } from '../school/index.js';
import { emailChanges } from './account.tables.js';

/** Ends the person's links still waiting: a new request, or a confirmed one, replaces them. */
export async function endPendingChanges(db: Db, institutionId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(eq(emailChanges.institutionId, institutionId), eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)),
    );
}

export async function insertChange(db: Db, change: typeof emailChanges.$inferInsert): Promise<void> {
  await db.insert(emailChanges).values(change);
}

/** The new address waiting for its link to be opened, if any. */
export async function pendingEmail(db: Db, institutionId: number, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.institutionId, institutionId),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.email ?? null;
}

/** The change a link names (looked up in the token's school), with its account, locked until the transaction ends. */
export async function findChangeForUpdate(db: Db, token: SchoolTokenKey) {
  const [row] = await db
    .select({
      id: emailChanges.id,
      userId: emailChanges.userId,
      institutionId: emailChanges.institutionId,
      newEmail: emailChanges.newEmail,
      expiresAt: emailChanges.expiresAt,
      usedAt: emailChanges.usedAt,
      oldEmail: users.email,
    })
    .from(emailChanges)
    .innerJoin(users, and(eq(users.id, emailChanges.userId), eq(users.institutionId, emailChanges.institutionId)))
    .where(and(eq(emailChanges.institutionId, token.institutionId), eq(emailChanges.tokenHash, token.hash)))
    .for('update');
  return row;
}

export async function setEmail(db: Db, user: { id: number; institutionId: number }, email: string, now: Date) {
  await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.institutionId, user.institutionId)));
}
