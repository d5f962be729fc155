import { COURSE_TYPES, GRADE_TAGS } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './staff.js';
import { students } from './students.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from './tenancy.js';

/** Classes. Dates are calendar dates; a class is expired once its expiry date is before today. */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    institutionId: school(),
    name: text('name').notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull().default('regular'),
    gradeTag: text('grade_tag', { enum: GRADE_TAGS }).notNull(),
    teacherId: idRef('teacher_id').notNull(),
    studentLimit: integer('student_limit').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    level: text('level'),
    /**
     * The weekly auto-assignment's switch: when it was turned on, null while off. When on, the
     * job gives the class's students the next materials of its library; a weekly run the
     * server missed covers the classes switched on by then.
     */
    autoAssignSince: moment('auto_assign_since'),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.teacherId, () => users, 'refuse'),
    index('courses_institution_teacher_idx').on(t.institutionId, t.teacherId),
    index('courses_institution_expiry_idx').on(t.institutionId, t.expiryDate),
    check('courses_type_check', oneOf(t.type, COURSE_TYPES)),
    check('courses_grade_tag_check', oneOf(t.gradeTag, GRADE_TAGS)),
    check('courses_student_limit_check', sql`${t.studentLimit} > 0`),
    check('courses_dates_check', sql`${t.expiryDate} >= ${t.startDate}`),
  ],
);

/** Which students sit in which class. Occupied seats are the enrolled students who are active. */
export const enrolments = pgTable(
  'enrolments',
  {
    courseId: idRef('course_id').notNull(),
    studentId: idRef('student_id').notNull(),
    institutionId: school(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    keyedBySchool(t, t.courseId, t.studentId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    index('enrolments_student_idx').on(t.studentId),
  ],
);
