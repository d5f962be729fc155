import type { Role } from '@lms/shared';

/** A signed-in teacher or administrator, as resolved from a bearer token. */
export interface StaffPrincipal {
  kind: 'staff';
  sessionId: number;
  userId: number;
  institutionId: number;
  role: Role;
  /**
   * Set when the product company's own staff member is behind the token: they act as the
   * school's administrator, read-only unless the session is in support mode (a reason given).
   */
  internal?: InternalSession;
}

/** An internal staff member's session: who they are, and why they may change things (null: read-only). */
export interface InternalSession {
  staffId: number;
  supportReason: string | null;
  /**
   * Set (on this request's principal) once the module that made the request's change recorded it
   * in the audit log, with the reason; the request itself is then not recorded a second time.
   */
  changeRecorded?: boolean;
}

/** A signed-in student of the learner app. */
export interface StudentPrincipal {
  kind: 'student';
  sessionId: number;
  studentId: number;
  institutionId: number;
}

/** A signed-in parent: the e-mail in their children's parent_account, at one school. */
export interface ParentPrincipal {
  kind: 'parent';
  sessionId: number;
  parentId: number;
  institutionId: number;
  email: string;
}

/** Whoever is behind a request's token. */
export type Principal = StaffPrincipal | StudentPrincipal | ParentPrincipal;
