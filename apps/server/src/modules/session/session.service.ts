import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import type { InternalSession, Principal, StaffPrincipal } from './principal.js';
import type { SessionRow, SessionStatement } from './session.repository.js';
import * as repository from './session.repository.js';
import type { SessionKind } from './session.tables.js';

export type SessionService = ReturnType<typeof createSessionService>;

/** Who a session's row stands for; null when its person is gone (suspended, made inactive, disabled). */
function principalOf(row: SessionRow): Principal | null {
  const session = { sessionId: row.sessionId, institutionId: row.institutionId };
  if (row.kind === 'staff' && row.userId !== null && row.role !== null) {
    return { kind: 'staff', ...session, userId: row.userId, role: row.role };
  }
  if (row.kind === 'internal' && row.internalStaffId !== null && row.userId !== null && row.role === 'admin') {
    const internal = { staffId: row.internalStaffId, supportReason: row.supportReason };
    return { kind: 'staff', ...session, userId: row.userId, role: row.role, internal };
  }
  if (row.kind === 'student' && row.studentId !== null) {
    return { kind: 'student', ...session, studentId: row.studentId };
  }
  if (row.kind === 'parent' && row.parentId !== null && row.parentEmail !== null) {
    return { kind: 'parent', ...session, parentId: row.parentId, email: row.parentEmail };
  }
  return null;
}

/**
 * Bearer sessions: random tokens naming their school, handed out once, stored only as their
 * digest, expiring after TOKEN_TTL_HOURS. A token is looked up in the school it names only.
 */
export function createSessionService(ctx: AppContext) {
  async function open(kind: SessionKind, subject: { id: number; institutionId: number }): Promise<string> {
    const token = schoolToken(subject.institutionId);
    await repository.insertSession(ctx.db, {
      tokenHash: digest(token),
      kind,
      subjectId: subject.id,
      institutionId: subject.institutionId,
      expiresAt: new Date(ctx.clock().getTime() + ctx.config.tokenTtlMs),
    });
    return token;
  }

  /**
   * The principal of a token, read by a statement that reads what the request needs besides
   * (`sessionWith`) with its own `values`: one round trip. The row, with those columns, comes
   * back when the token names a live session.
   */
  async function resolveWith<Row extends SessionRow>(
    token: string,
    statement: SessionStatement<Row>,
    values: Record<string, unknown>,
  ): Promise<{ principal: Principal | null; row?: Row }> {
    const named = readSchoolToken(token);
    if (!named) return { principal: null };
    const [row] = await statement(ctx.db).execute({
      ...values,
      institutionId: named.institutionId,
      tokenHash: named.hash,
      now: ctx.clock(),
    });
    return row ? { principal: principalOf(row), row } : { principal: null };
  }

  return {
    openStaffSession(user: { id: number; institutionId: number }): Promise<string> {
      return open('staff', user);
    },

    openStudentSession(student: { id: number; institutionId: number }): Promise<string> {
      return open('student', student);
    },

    openParentSession(parent: { id: number; institutionId: number }): Promise<string> {
      return open('parent', parent);
    },

    /** An internal staff member's session, looking at one school (`institutionId`). */
    openInternalSession(staff: { id: number }, institutionId: number): Promise<string> {
      return open('internal', { id: staff.id, institutionId });
    },

    /**
     * An internal session looks at another school from now on, read-only again: a session
     * belongs to one school, so the switch opens one there (its token answered) and ends this one.
     */
    async switchInternalSession(staff: StaffPrincipal & { internal: InternalSession }, institutionId: number) {
      const token = await open('internal', { id: staff.internal.staffId, institutionId });
      await repository.revokeSession(ctx.db, staff.institutionId, staff.sessionId, ctx.clock());
      return token;
    },

    /** Support mode of an internal session: on with the reason given, off with null. */
    setSupportReason(staff: StaffPrincipal, reason: string | null): Promise<void> {
      return repository.setSupportReason(ctx.db, staff, reason, ctx.clock());
    },

    resolveWith,

    async resolve(token: string): Promise<Principal | null> {
      return (await resolveWith(token, repository.sessionByToken, {})).principal;
    },

    /**
     * Why a token no longer opens a session, asked only once it did not: a staff member
     * suspended while signed in is told so, not that the session expired.
     */
    async refusal(token: string): Promise<'auth.session_suspended' | 'common.unauthorized'> {
      const named = readSchoolToken(token);
      return named && (await repository.isSuspendedStaffSession(ctx.db, named))
        ? 'auth.session_suspended'
        : 'common.unauthorized';
    },

    revoke(principal: Principal): Promise<void> {
      return repository.revokeSession(ctx.db, principal.institutionId, principal.sessionId, ctx.clock());
    },

    /** After a password change every other device must sign in again; `keep` is the session that made the change. */
    revokeStaffSessions(
      user: { id: number; institutionId: number },
      options: { db?: Db; keep?: StaffPrincipal } = {},
    ): Promise<void> {
      return repository.revokeSubjectSessions(
        options.db ?? ctx.db,
        { kind: 'staff', subjectId: user.id, institutionId: user.institutionId },
        ctx.clock(),
        options.keep?.sessionId,
      );
    },

    /** When a staff member last signed in, or null if never. */
    lastStaffSignIn(user: { id: number; institutionId: number }): Promise<Date | null> {
      return repository.latestSessionStart(ctx.db, {
        kind: 'staff',
        subjectId: user.id,
        institutionId: user.institutionId,
      });
    },

    /** After a student's password is set again (by a teacher, or from the pictures), every device must sign in again. */
    revokeStudentSessions(student: { id: number; institutionId: number }, db: Db = ctx.db): Promise<void> {
      return repository.revokeSubjectSessions(
        db,
        { kind: 'student', subjectId: student.id, institutionId: student.institutionId },
        ctx.clock(),
      );
    },

    /** After a parent's password is reset, every device must sign in again. */
    revokeParentSessions(parent: { id: number; institutionId: number }, db: Db = ctx.db): Promise<void> {
      return repository.revokeSubjectSessions(
        db,
        { kind: 'parent', subjectId: parent.id, institutionId: parent.institutionId },
        ctx.clock(),
      );
    },
  };
}
