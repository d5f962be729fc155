import { and, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { parents, type SessionKind, sessions, students, users } from '../../db/schema/index.js';

export async function insertSession(
  db: Db,
  row: { tokenHash: string; kind: SessionKind; subjectId: number; institutionId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

const sessionByToken = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      institutionId: sessions.institutionId,
      userId: users.id,
      role: users.role,
      studentId: students.id,
      parentId: parents.id,
      parentEmail: parents.email,
    })
    .from(sessions)
    .leftJoin(
      users,
      and(
        eq(sessions.kind, 'staff'),
        eq(users.id, sessions.subjectId),
        eq(users.institutionId, sessions.institutionId),
        eq(users.status, 'active'),
      ),
    )
    .leftJoin(
      students,
      and(
        eq(sessions.kind, 'student'),
        eq(students.id, sessions.subjectId),
        eq(students.institutionId, sessions.institutionId),
        eq(students.active, true),
      ),
    )
    .leftJoin(
      parents,
      and(
        eq(sessions.kind, 'parent'),
        eq(parents.id, sessions.subjectId),
        eq(parents.institutionId, sessions.institutionId),
      ),
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * A live session with whoever it belongs to, in one query: a staff member still active, a
 * student still active, or a parent, each in the session's institution. The caller turns
 * the row into a principal by its kind; a row whose person is gone has no subject.
 */
export async function findSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await sessionByToken(db).execute({ tokenHash, now });
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of one person, except optionally the one making the request. */
export async function revokeSubjectSessions(
  db: Db,
  subject: { kind: SessionKind; subjectId: number; institutionId: number },
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.kind, subject.kind),
        eq(sessions.subjectId, subject.subjectId),
        eq(sessions.institutionId, subject.institutionId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/** When the person last signed in: the start of their newest session, or null. */
export async function latestSessionStart(
  db: Db,
  subject: { kind: SessionKind; subjectId: number; institutionId: number },
) {
  const [row] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(
      and(
        eq(sessions.kind, subject.kind),
        eq(sessions.subjectId, subject.subjectId),
        eq(sessions.institutionId, subject.institutionId),
      ),
    );
  return row?.at ?? null;
}
