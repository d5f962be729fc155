import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { institutions, users } from '../school/school.tables.js';

/** Who changed what, with the row before and after, for the roster and class changes that follow. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    institutionId: school(),
    actorUserId: idRef('actor_user_id'),
    /**
     * The product company's staff member (internal_staff.id) who made the change in support mode,
     * with the reason they gave. A plain number: the log outlives the account, and a school's
     * rows link to no table shared by all schools with a delete rule.
     */
    internalStaffId: idRef('internal_staff_id'),
    supportReason: text('support_reason'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: idRef('entity_id'),
    courseId: idRef('course_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.actorUserId, () => users, 'refuse'),
    index('audit_log_institution_idx').on(t.institutionId, t.at),
    index('audit_log_course_idx').on(t.institutionId, t.courseId, t.at),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const AUDIT_TABLE_KINDS: TableKinds = {
  audit_log: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who changed what` },
};
