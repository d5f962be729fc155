import type { AuditEntry } from '@lms/shared';
import type { AuditRow } from './audit.repository.js';

type Fields = Record<string, unknown> | null;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userid: row.userId,
    user_name: row.userName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    entity_name: row.entityName,
    courseid: row.courseId,
    course_name: row.courseName,
    before: row.before as Fields,
    after: row.after as Fields,
    support: row.supportReason === null ? null : { staff_name: row.supportStaffName, reason: row.supportReason },
  };
}
