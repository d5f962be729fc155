import type { Language } from '@lms/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { users } from '../school/index.js';
import { staffInvitations } from './account.tables.js';

/**
 * What an invited person's password hash holds until they choose one: not an argon2 hash, so
 * no password ever matches it and signing in with the e-mail fails like a wrong password.
 */
export const NO_PASSWORD_YET = '!invited';

export async function insertInvitedTeacher(
  db: Db,
  row: { institutionId: number; name: string; email: string; language: Language },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ ...row, role: 'teacher', status: 'invited', passwordHash: NO_PASSWORD_YET })
    .returning({ id: users.id });
  if (!user) throw new Error('the invited teacher was not stored');
  return user.id;
}

/** A link neither used nor withdrawn. */
const isLive = and(isNull(staffInvitations.usedAt), isNull(staffInvitations.withdrawnAt));

export async function insertInvitation(
  db: Db,
  row: { tokenHash: string; userId: number; institutionId: number; invitedBy: number; expiresAt: Date },
): Promise<void> {
  await db.insert(staffInvitations).values(row);
}

/** Ends every live link of the user (a resend replaces them). */
export async function withdrawInvitations(db: Db, user: { id: number; institutionId: number }, now: Date) {
  await db
    .update(staffInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(staffInvitations.userId, user.id), eq(staffInvitations.institutionId, user.institutionId), isLive));
}

/** The invitation of a token, looked up in the token's school. */
export async function findInvitation(db: Db, token: SchoolTokenKey) {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      userId: staffInvitations.userId,
      institutionId: staffInvitations.institutionId,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      withdrawnAt: staffInvitations.withdrawnAt,
      email: users.email,
      name: users.name,
    })
    .from(staffInvitations)
    .innerJoin(
      users,
      and(eq(users.id, staffInvitations.userId), eq(users.institutionId, staffInvitations.institutionId)),
    )
    .where(and(eq(staffInvitations.institutionId, token.institutionId), eq(staffInvitations.tokenHash, token.hash)))
    .limit(1);
  return row;
}

/** Marks the link used if it still is live; answers whether it was, so one link sets one password. */
export async function useInvitation(
  db: Db,
  invitation: { id: number; institutionId: number },
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(
      and(eq(staffInvitations.institutionId, invitation.institutionId), eq(staffInvitations.id, invitation.id), isLive),
    )
    .returning({ id: staffInvitations.id });
  return used.length > 0;
}

/** The invited person's first password: the account becomes active. Answers whether they were still invited. */
export async function activateInvited(
  db: Db,
  user: { id: number; institutionId: number },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const activated = await db
    .update(users)
    .set({ passwordHash, status: 'active', updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.institutionId, user.institutionId), eq(users.status, 'invited')))
    .returning({ id: users.id });
  return activated.length > 0;
}

/** A withdrawn invitation takes the invited account with it (its links go by cascade), so the e-mail is free again. */
export async function deleteInvited(db: Db, user: { id: number; institutionId: number }): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, user.id), eq(users.institutionId, user.institutionId), eq(users.status, 'invited')))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** When the user's newest live link ends, for the teacher's page. */
export async function liveInvitationExpiry(db: Db, user: { id: number; institutionId: number }) {
  const [row] = await db
    .select({ expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.userId, user.id), eq(staffInvitations.institutionId, user.institutionId), isLive))
    .orderBy(staffInvitations.id)
    .limit(1);
  return row?.expiresAt ?? null;
}
