import { LEARNING_KINDS } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, oneOf } from './columns.js';
import { courses } from './courses.js';
import { institutions } from './institutions.js';
import { resources } from './library.js';
import { singleUseKeys, singleUseTimes } from './single-use.js';
import { students } from './students.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from './tenancy.js';

/**
 * A parent's sign-in at one school: the e-mail in their children's parent_account. The row
 * appears when the parent first asks for a password by mail; until then it cannot sign in.
 */
export const parents = pgTable(
  'parents',
  {
    id: id(),
    institutionId: school(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    uniqueIndex('parents_institution_email_idx').on(t.institutionId, t.email),
    index('parents_email_idx').on(t.email),
  ],
);

/** Single-use links with which a parent sets their password, like the staff ones. */
export const parentPasswordResets = pgTable(
  'parent_password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    parentId: idRef('parent_id').notNull(),
    institutionId: school(),
    ...singleUseTimes(),
  },
  (t) => [
    ...singleUseKeys(t, t.tokenHash, t.parentId, () => parents),
    index('parent_password_resets_parent_idx').on(t.parentId),
  ],
);

/**
 * What students read, heard and watched, as the learner apps report it. Append-only; the
 * app's key makes a retried report count once. Each event belongs to the class through
 * which the student could open the material.
 */
export const learningEvents = pgTable(
  'learning_events',
  {
    id: id(),
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    studentId: idRef('student_id').notNull(),
    resourceId: belongsTo('resource_id', () => resources.id),
    key: text('key').notNull(),
    kind: text('kind', { enum: LEARNING_KINDS }).notNull(),
    /** When the student started, as the app reports it. */
    occurredAt: moment('occurred_at').notNull(),
    durationS: integer('duration_s').notNull(),
    pages: integer('pages').notNull().default(0),
    completed: boolean('completed').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    uniqueIndex('learning_events_student_key_idx').on(t.studentId, t.key, t.institutionId),
    index('learning_events_course_time_idx').on(t.institutionId, t.courseId, t.occurredAt),
    // With the id, a student's latest events come straight from the index, even when many share a moment.
    index('learning_events_student_time_idx').on(t.studentId, t.occurredAt, t.id),
    // A student's completions in a class, few beside their events: the student page's completed
    // materials, read from the index alone.
    index('learning_events_student_completed_idx')
      .on(t.studentId, t.institutionId, t.courseId, t.resourceId, t.occurredAt)
      .where(sql`${t.completed}`),
    // The institution's latest event: whether progress read from the events is still current.
    index('learning_events_institution_latest_idx').on(t.institutionId, t.id),
    check('learning_events_kind_check', oneOf(t.kind, LEARNING_KINDS)),
    check('learning_events_amounts_check', sql`${t.durationS} >= 0 and ${t.pages} >= 0`),
  ],
);
