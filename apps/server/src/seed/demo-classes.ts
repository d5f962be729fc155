import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courseResourceFlags, courses, enrolments, students } from '../db/schema/index.js';
import { studentOfSeat } from '../modules/course/index.js';

// What the demo's past work reads of the classes it fills: their open materials and their students.

/** Joins the class of a material's flag. */
export const flaggedCourse = and(
  eq(courses.institutionId, courseResourceFlags.institutionId),
  eq(courses.id, courseResourceFlags.courseId),
);

/** The active students of the classes (of `courseIds`, or of every class), by class and then by student. */
export function activeSeats(db: Db, courseIds?: number[]) {
  return db
    .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
    .from(enrolments)
    .innerJoin(students, and(studentOfSeat, eq(students.active, true)))
    .where(courseIds ? inArray(enrolments.courseId, courseIds) : undefined)
    .orderBy(asc(enrolments.courseId), asc(enrolments.studentId));
}
