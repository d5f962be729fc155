import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { courses, institutions, students } from '../../modules/school/school.tables.js';
import { belongsTo } from '../table-parts/columns.js';
import { idRef, keyedBySchool, ofSchool, sameSchool, school } from '../table-parts/tenancy.js';
import { resources } from './library.js';

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
