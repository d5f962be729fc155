import type { Db } from '../../db/client.js';
import { type AuditFields, recordAudit } from '../audit/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { enrolmentsOf } from './student.repository.js';

export type StudentAction =
  | 'student.create'
  | 'student.enrol'
  | 'student.remove'
  | 'student.update'
  | 'student.password_set'
  | 'student.picture_password_reset'
  | 'student.placement_requested';

export interface StudentAuditEntry {
  action: StudentAction;
  studentId: number;
  courseId: number | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Records roster changes in the caller's transaction. */
export async function auditStudents(tx: Db, actor: StaffPrincipal, entries: StudentAuditEntry[], at: Date) {
  await recordAudit(
    tx,
    actor,
    entries.map(({ studentId, ...entry }) => ({ ...entry, entity: 'student', entityId: studentId })),
    at,
  );
}

/**
 * New passwords of students, set from one class: a student may be in colleagues' classes too,
 * so the change is recorded in each class the student is in, where each class's log shows it.
 */
export async function auditPasswordsSet(tx: Db, actor: StaffPrincipal, studentIds: number[], at: Date) {
  if (studentIds.length === 0) return;
  const classes = await enrolmentsOf(tx, actor.institutionId, studentIds);
  await auditStudents(
    tx,
    actor,
    classes.map(({ studentId, courseId }) => ({ action: 'student.password_set', studentId, courseId })),
    at,
  );
}
