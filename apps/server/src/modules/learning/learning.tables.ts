import { LEARNING_KINDS } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, oneOf } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { resources } from '../catalogue/catalogue.tables.js';
import { courses, institutions, students } from '../school/school.tables.js';

/**
 * The daily rollup of learning_events: per class, student, material and calendar day (in the
 * server's time zone, which every database session is set to), the time spent, the events and
 * how many of them completed the material. Kept current by a row-level trigger on
 * learning_events (migration 0019): dashboards, student pages and parent statistics read this,
 * never the events themselves.
 */
export const learningDays = pgTable(
  'learning_days',
  {
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    studentId: idRef('student_id').notNull(),
    resourceId: belongsTo('resource_id', () => resources.id),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    events: integer('events').notNull(),
    completions: integer('completions').notNull(),
  },
  (t) => [
    keyedBySchool(t, t.courseId, t.day, t.studentId, t.resourceId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    index('learning_days_student_idx').on(t.studentId, t.day),
    check('learning_days_amounts_check', sql`${t.seconds} >= 0 and ${t.events} > 0 and ${t.completions} >= 0`),
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

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const LEARNING_TABLE_KINDS: TableKinds = {
  learning_events: { kind: 'tenant', reason: `${SCHOOL_ROWS}: what students read, heard and watched` },
  learning_days: { kind: 'tenant', reason: `${SCHOOL_ROWS}: the daily rollup of learning events` },
};
