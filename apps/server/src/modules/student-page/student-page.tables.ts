import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/table-parts/columns.js';
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
