import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { StaffPrincipal } from '../session/index.js';

export type StudentAction =
  | 'student.create'
  | 'student.enrol'
  | 'student.remove'
  | 'student.update'
  | 'student.password_set'
  | 'student.picture_password_reset'
  | 'student.placement_requested';

type Fields = Record<string, unknown>;

export interface StudentAuditEntry {
  action: StudentAction;
  studentId: number;
  courseId: number | null;
  before?: Fields | null;
  after?: Fields | null;
}

/**
 * Records roster changes. Callers pass their transaction, so the record lands with the change
 * or not at all. Passwords never appear: a password change is its own action with no values.
 */
export async function auditStudents(tx: Db, actor: StaffPrincipal, entries: StudentAuditEntry[], at: Date) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      institutionId: actor.institutionId,
      actorUserId: actor.userId,
      internalStaffId: actor.internal?.staffId ?? null,
      supportReason: actor.internal?.supportReason ?? null,
      action: entry.action,
      entity: 'student',
      entityId: entry.studentId,
      courseId: entry.courseId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      at,
    })),
  );
}

/** The fields whose values differ, before and after; null when nothing changed. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
