import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.js';
import { courses } from './courses.js';
import { institutions } from './institutions.js';
import { resources } from './library.js';
import { students } from './students.js';

/**
 * The daily rollup of learning_events: per class, student, material and calendar day (in the
 * server's time zone, which every database session is set to), the time spent, the events and
 * how many of them completed the material. Kept current by a statement-level trigger on
 * learning_events (migration 0014): dashboards, student pages and parent statistics read this,
 * never the events themselves.
 */
export const learningDays = pgTable(
  'learning_days',
  {
    institutionId: belongsTo('institution_id', () => institutions.id),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => students.id),
    resourceId: belongsTo('resource_id', () => resources.id),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    events: integer('events').notNull(),
    completions: integer('completions').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.day, t.studentId, t.resourceId] }),
    index('learning_days_student_idx').on(t.studentId, t.day),
    check('learning_days_amounts_check', sql`${t.seconds} >= 0 and ${t.events} > 0 and ${t.completions} >= 0`),
  ],
);
