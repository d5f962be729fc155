import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.js';
import { courses } from './courses.js';
import { institutions } from './institutions.js';
import { users } from './staff.js';
import { students } from './students.js';

/** A teacher's private note on a student, written on the student's page of a class. Never shown to learners. */
export const studentNotes = pgTable(
  'student_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionId: belongsTo('institution_id', () => institutions.id),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => students.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('student_notes_student_idx').on(t.studentId, t.createdAt)],
);
