import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { internalStaff } from './auth.js';
import { belongsTo, moment } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './staff.js';

/** Who changed what, with the row before and after, for the roster and class changes that follow. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionId: belongsTo('institution_id', () => institutions.id),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The product company's staff member who made the change in support mode, with the reason they gave. */
    internalStaffId: integer('internal_staff_id').references(() => internalStaff.id, { onDelete: 'set null' }),
    supportReason: text('support_reason'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    courseId: integer('course_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_institution_idx').on(t.institutionId, t.at),
    index('audit_log_course_idx').on(t.institutionId, t.courseId, t.at),
  ],
);
