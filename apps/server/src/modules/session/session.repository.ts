import { and, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { internalStaff, parents, students, users } from '../school/index.js';
import { type SessionKind, sessions } from './session.tables.js';

export async function insertSession(
  db: Db,
  row: { tokenHash: string; kind: SessionKind; subjectId: number; institutionId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The staff member a session acts as: its own subject for a staff session; for an internal
 * session, the school's first active administrator (by id), whose rights it reads with. The
 * school is the token's, named as a value (not through the session's row), so that a sharded
 * database sends the whole statement to that school's shard.
 */
const staffMemberOfSession = sql`case ${sessions.kind}
  when 'staff' then ${sessions.subjectId}
  when 'internal' then (
    select acting.id from users acting
    where acting.institution_id = ${sql.placeholder('institutionId')} and acting.role = 'admin' and acting.status = 'active'
    order by acting.id limit 1
  )
end`;

/** What a session's row holds: the session, and whoever it belongs to (null when gone). */
const SESSION_COLUMNS = {
  sessionId: sessions.id,
  kind: sessions.kind,
  institutionId: sessions.institutionId,
  userId: users.id,
  role: users.role,
  studentId: students.id,
  parentId: parents.id,
  parentEmail: parents.email,
  internalStaffId: internalStaff.id,
  supportReason: sessions.supportReason,
};

/**
 * A live session with whoever it belongs to: a staff member still active, a student still
 * active, a parent, or an internal staff member not disabled with the administrator they act
 * as, each in the session's institution (a row whose person is gone has no subject); and the
 * `extra` columns of what `join` adds. Placeholders `institutionId` (the token's school),
 * `tokenHash` and `now`, and those of `join`.
 */
function sessionQuery<Extra extends SelectedFields>(db: Db, extra: Extra, join: (query: PgSelect) => PgSelect) {
  const query = db
    .select({ ...SESSION_COLUMNS, ...extra })
    .from(sessions)
    .leftJoin(
      users,
      and(
        eq(users.id, staffMemberOfSession),
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
    .leftJoin(
      internalStaff,
      and(eq(sessions.kind, 'internal'), eq(internalStaff.id, sessions.subjectId), isNull(internalStaff.disabledAt)),
    )
    .where(
      and(
        eq(sessions.institutionId, sql.placeholder('institutionId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .$dynamic();
  return join(query) as unknown as typeof query;
}

/**
 * A prepared statement reading a token's session together with what a request needs besides
 * (a module's `extra` columns from the tables its `join` adds), so the request makes one
 * round trip to the database instead of two. Executed with the session's placeholders and
 * the module's own.
 */
export function sessionWith<Extra extends SelectedFields>(
  name: string,
  extra: Extra,
  join: (query: PgSelect) => PgSelect,
) {
  return preparedQuery((db) => sessionQuery(db, extra, join).prepare(name));
}

/** The live session of a token alone. */
export const sessionByToken = sessionWith('session_by_token', {}, (query) => query);

/** A session's row as `sessionWith` statements read it, before what they add. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>[number];

/** A `sessionWith` statement, for the database handle it runs on. */
export type SessionStatement<Row extends SessionRow> = (db: Db) => {
  execute(values: Record<string, unknown>): Promise<Row[]>;
};

/**
 * Whether the staff session of this token was ended by its person's suspension: the session
 * exists (ended or not) and its staff member is suspended now.
 */
export async function isSuspendedStaffSession(db: Db, token: SchoolTokenKey): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(
      users,
      and(
        eq(users.id, sessions.subjectId),
        eq(users.institutionId, sessions.institutionId),
        eq(users.status, 'suspended'),
      ),
    )
    .where(
      and(
        eq(sessions.institutionId, token.institutionId),
        eq(sessions.tokenHash, token.hash),
        eq(sessions.kind, 'staff'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Db, institutionId: number, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.institutionId, institutionId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
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

/** Turns support mode on with its reason, or off (null). */
export async function setSupportReason(
  db: Db,
  session: { institutionId: number; sessionId: number },
  reason: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ supportReason: reason, supportSince: reason === null ? null : now })
    .where(and(eq(sessions.institutionId, session.institutionId), eq(sessions.id, session.sessionId)));
}
