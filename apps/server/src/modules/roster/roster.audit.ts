import type { Db } from '../../db/client.js';
import { type AuditFields, recordAudit } from '../audit/index.js';
import type { StaffPrincipal } from '../session/index.js';

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
