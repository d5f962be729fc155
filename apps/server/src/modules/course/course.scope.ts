import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { CourseScope } from '../policy/index.js';
import { courses, enrolments, students } from '../school/index.js';

// The SQL pieces of the class scope that other modules' queries embed, so every list of a
// class's students or seats counts and filters as the class list does.

/**
 * Occupied seats: the joined students who are active and of the institution. Students are
 * joined by primary key and checked here, because with the institution in the join
 * PostgreSQL may scan the institution's students once per enrolment on tables it has no
 * statistics for yet (a freshly filled database).
 */
export const activeCount = (institutionId: number | Placeholder) =>
  sql<number>`count(${students.id}) filter (where ${students.active} and ${students.institutionId} = ${institutionId})`.mapWith(
    Number,
  );

/**
 * A class's occupied seats, for a statement reading the class's row: its enrolled students who
 * are active, counted in the school named as a value (so a sharded database keeps the whole
 * statement on that school's shard).
 */
export const occupiedCount = (institutionId: number | Placeholder) =>
  sql<number>`(
    select count(*) from ${enrolments} join ${students} on ${students.id} = ${enrolments.studentId}
    where ${enrolments.institutionId} = ${institutionId} and ${enrolments.courseId} = ${courses.id}
      and ${students.institutionId} = ${institutionId} and ${students.active}
  )`.mapWith(Number);

/** Joins a class's seats (its enrolments) to the class's row. */
export const seatsOfCourse = and(
  eq(enrolments.courseId, courses.id),
  eq(enrolments.institutionId, courses.institutionId),
);

/** Joins a seat's student, of the seat's school. */
export const studentOfSeat = and(
  eq(students.id, enrolments.studentId),
  eq(students.institutionId, enrolments.institutionId),
);

/** Joins a seat's student, of the institution named as a value. */
export const enrolledStudent = (institutionId: number) =>
  and(eq(students.id, enrolments.studentId), eq(students.institutionId, institutionId));

/** The seats of one class. */
export const seatsOf = (institutionId: number, courseId: number) =>
  and(eq(enrolments.courseId, courseId), eq(enrolments.institutionId, institutionId));

/**
 * A class's students as every count and list of them sees them, the dashboard's and the
 * reports' alike (alias `m`: id, username, level, joined_at): its active students, as its
 * occupied seats count them. A student made inactive leaves every count until reactivated.
 */
export const classMembers = (ref: { institutionId: number; courseId: number }) => sql`(
  select ${students.id}, ${students.username}, ${students.level}, ${enrolments.joinedAt} as joined_at
  from ${enrolments} join ${students}
    on ${students.id} = ${enrolments.studentId} and ${students.institutionId} = ${enrolments.institutionId}
  where ${enrolments.institutionId} = ${ref.institutionId} and ${enrolments.courseId} = ${ref.courseId}
    and ${students.active}
) m`;

/**
 * The classes a scope may see, for prepared statements: the institution's, and only the
 * teacher's own when `ownOnly` (placeholders `institutionId` and `teacherId`).
 */
export const coursesInScope = (ownOnly: boolean) =>
  and(
    eq(courses.institutionId, sql.placeholder('institutionId')),
    ownOnly ? eq(courses.teacherId, sql.placeholder('teacherId')) : undefined,
  );

/** The prepared variant that serves a scope: all of the institution's classes, or a teacher's own. */
export const forScope = <Variant>(scope: CourseScope, variants: { all: Variant; own: Variant }): Variant =>
  scope.teacherId === undefined ? variants.all : variants.own;
