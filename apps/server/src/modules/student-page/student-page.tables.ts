import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { courses, institutions, students, users } from '../school/school.tables.js';

/** A teacher's private note on a student, written on the student's page of a class. Never shown to learners. */
export const studentNotes = pgTable(
  'student_notes',
  {
    id: id(),
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    studentId: idRef('student_id').notNull(),
    authorId: idRef('author_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    sameSchool(t, t.authorId, () => users, 'refuse'),
    index('student_notes_student_idx').on(t.studentId, t.createdAt),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const STUDENT_PAGE_TABLE_KINDS: TableKinds = {
  student_notes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: teachers' private notes on students` },
};
