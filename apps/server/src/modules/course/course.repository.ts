import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, enrolments, students, users } from '../../db/schema/index.js';
import type { CourseScope } from './course.policy.js';

/**
 * Occupied seats: the joined students who are active and of the institution. Students are
 * joined by primary key and checked here, because with the institution in the join
 * PostgreSQL may scan the institution's students once per enrolment on tables it has no
 * statistics for yet (a freshly filled database).
 */
export const activeCount = (institutionId: number) =>
  sql<number>`count(${students.id}) filter (where ${students.active} and ${students.institutionId} = ${institutionId})`.mapWith(
    Number,
  );

/** Classes within a scope (optionally one class), each with its teacher's name and the number of active students enrolled. */
function selectCourses(db: Db, scope: CourseScope, courseId?: number) {
  return db
    .select({
      id: courses.id,
      institutionId: courses.institutionId,
      name: courses.name,
      type: courses.type,
      gradeTag: courses.gradeTag,
      teacherId: courses.teacherId,
      teacherName: users.name,
      studentLimit: courses.studentLimit,
      startDate: courses.startDate,
      expiryDate: courses.expiryDate,
      level: courses.level,
      occupied: activeCount(scope.institutionId),
    })
    .from(courses)
    .innerJoin(users, and(eq(users.id, courses.teacherId), eq(users.institutionId, courses.institutionId)))
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.institutionId, courses.institutionId)))
    .leftJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        eq(courses.institutionId, scope.institutionId),
        scope.teacherId === undefined ? undefined : eq(courses.teacherId, scope.teacherId),
        courseId === undefined ? undefined : eq(courses.id, courseId),
      ),
    )
    .groupBy(courses.id, users.name);
}

export function listCourses(db: Db, scope: CourseScope) {
  return selectCourses(db, scope).orderBy(asc(courses.expiryDate), sql`lower(${courses.name})`, asc(courses.id));
}

/** One class, if the scope may see it. */
export async function findCourse(db: Db, scope: CourseScope, courseId: number) {
  const [row] = await selectCourses(db, scope, courseId);
  return row;
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];
