import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotentRequests, type SessionKind } from '../modules/session/index.js';

/** Whose key it is: one signed-in person of one school. */
export interface KeyOwner {
  institutionId: number;
  kind: SessionKind;
  subjectId: number;
}

function keyIs(owner: KeyOwner, key: string) {
  return and(
    eq(idempotentRequests.institutionId, owner.institutionId),
    eq(idempotentRequests.kind, owner.kind),
    eq(idempotentRequests.subjectId, owner.subjectId),
    eq(idempotentRequests.key, key),
  );
}

/** Forgets the school's answers kept long enough and reservations whose request never answered. */
export async function deleteExpired(db: Db, institutionId: number, now: Date): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.institutionId, institutionId), lte(idempotentRequests.expiresAt, now)));
}

/**
 * Takes the key for a request that is about to run, in one statement, so of two requests
 * racing with one key exactly one gets it. False when the key is taken already.
 */
export async function reserve(
  db: Db,
  owner: KeyOwner,
  key: string,
  fingerprint: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotentRequests)
    .values({ ...owner, key, fingerprint, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return rows.length > 0;
}

export async function findKey(db: Db, owner: KeyOwner, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotentRequests.fingerprint,
      status: idempotentRequests.status,
      body: idempotentRequests.body,
    })
    .from(idempotentRequests)
    .where(keyIs(owner, key));
  return row;
}

/** Keeps the answer of the request that reserved the key, until `expiresAt`. */
export async function recordAnswer(
  db: Db,
  owner: KeyOwner,
  key: string,
  answer: { status: number; body: string },
  expiresAt: Date,
): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ ...answer, expiresAt })
    .where(and(keyIs(owner, key), isNull(idempotentRequests.status)));
}

/** Frees a reserved key whose request failed without an answer to keep, so a retry may run. */
export async function release(db: Db, owner: KeyOwner, key: string): Promise<void> {
  await db.delete(idempotentRequests).where(and(keyIs(owner, key), isNull(idempotentRequests.status)));
}
