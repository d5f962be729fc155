import { and, asc, count, eq, ilike, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { coursesInScope, enrolledStudent, forScope, seatsOf, seatsOfCourse, studentOfSeat } from '../course/index.js';
import type { CourseScope } from '../policy/index.js';
import { courses, enrolments, institutions, students } from '../school/index.js';

// What the roster pages read: a class's roster, and students to add to it.

const quotaStudents = alias(students, 'quota_students');

/**
 * Students by name in the root collation of Unicode (not by bytes: "adam", "Ádám", "Zoe"),
 * then by id. Pages and files sort again in their reader's language (`studentNameOrder`).
 */
const byName = sql`${students.username} collate "und-x-icu"`;

/** The institution's active students: what its quota counts. */
export const activeStudentsOf = (db: Db, institutionId: number | Placeholder) =>
  db
    .select({ n: count() })
    .from(quotaStudents)
    .where(and(eq(quotaStudents.institutionId, institutionId), eq(quotaStudents.active, true)));

/**
 * One student of a roster as the API's JSON (RosterStudent, snake_case keys, `joined` as an
 * ISO instant in UTC). PostgreSQL builds it, so the roster is never mapped row by row in
 * the server; the roster tests hold the result to the shared contract.
 */
const rosterStudentJson = sql`json_build_object(
  'stuid', ${students.id}, 'username', ${students.username}, 'account', ${students.account},
  'pin', ${students.pin}, 'parent_phone', ${students.parentPhone}, 'parent_account', ${students.parentAccount},
  'remarks', ${students.remarks}, 'active', ${students.active}, 'level', ${students.level},
  'placement', ${students.placement}, 'exp', ${students.exp}, 'tickets', ${students.tickets},
  'picture_password_set', ${students.picturePasswordHash} is not null, 'avatar', ${students.avatar},
  'joined', to_char(${enrolments.joinedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

function rosterQuery(ownOnly: boolean) {
  return preparedQuery((db) =>
    db
      .select({
        courseId: courses.id,
        courseName: courses.name,
        studentLimit: courses.studentLimit,
        expiryDate: courses.expiryDate,
        occupied: sql<number>`count(${students.id}) filter (where ${students.active})`.mapWith(Number),
        quota: institutions.studentQuota,
        quotaUsed: sql<number>`(${activeStudentsOf(db, sql.placeholder('institutionId'))})`.mapWith(Number),
        studentsJson: sql<string>`coalesce(json_agg(${rosterStudentJson} order by ${byName}, ${students.id})
          filter (where ${students.id} is not null), '[]')::text`,
      })
      .from(courses)
      .innerJoin(institutions, eq(institutions.id, courses.institutionId))
      .leftJoin(enrolments, seatsOfCourse)
      // Students are joined by primary key and their institution checked in WHERE: with the
      // institution in the join, PostgreSQL may scan the institution's students once per
      // enrolment on tables it has no statistics for yet (a freshly filled database).
      .leftJoin(students, studentOfSeat)
      .where(
        and(
          eq(courses.id, sql.placeholder('courseId')),
          coursesInScope(ownOnly),
          or(isNull(students.id), eq(students.institutionId, sql.placeholder('institutionId'))),
        ),
      )
      .groupBy(courses.id, courses.institutionId, institutions.id)
      .prepare(ownOnly ? 'roster_own' : 'roster'),
  );
}

const ROSTER = { all: rosterQuery(false), own: rosterQuery(true) };

/**
 * A class's roster with everything its page shows, in one statement: the class, its occupied
 * seats, the institution's quota and active students, and the students as the text of a
 * JSON array, ordered by name. No row means the class is not in scope.
 */
export async function rosterOf(db: Db, scope: CourseScope, courseId: number) {
  const [row] = await forScope(scope, ROSTER)(db).execute({ ...scope, courseId });
  return row;
}
export type Roster = NonNullable<Awaited<ReturnType<typeof rosterOf>>>;

/** Whether the student of the row is already in the class. */
export const inCourse = (institutionId: number, courseId: number) =>
  sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.institutionId} = ${institutionId}
    and ${enrolments.courseId} = ${courseId} and ${enrolments.studentId} = ${students.id})`;

const candidateColumns = (institutionId: number, courseId: number) => ({
  stuid: students.id,
  username: students.username,
  account: students.account,
  pin: students.pin,
  active: students.active,
  inCourse: inCourse(institutionId, courseId),
});

export type CandidateRow = Awaited<ReturnType<typeof searchStudents>>[number];

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The institution's students whose name, account or pin contains the term. */
export function searchStudents(db: Db, institutionId: number, courseId: number, term: string, limit: number) {
  const pattern = likePattern(term);
  return db
    .select(candidateColumns(institutionId, courseId))
    .from(students)
    .where(
      and(
        eq(students.institutionId, institutionId),
        or(ilike(students.username, pattern), ilike(students.account, pattern), ilike(students.pin, pattern)),
      ),
    )
    .orderBy(byName, asc(students.id))
    .limit(limit);
}

/** The students of one class, each marked whether already in another (the target of a copy). */
export function studentsOfCourse(db: Db, institutionId: number, courseId: number, markedFor: number) {
  return db
    .select(candidateColumns(institutionId, markedFor))
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(seatsOf(institutionId, courseId))
    .orderBy(byName, asc(students.id));
}

export function briefStudents(db: Db, institutionId: number, courseId: number) {
  return db
    .select({ stuid: students.id, username: students.username, active: students.active })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(seatsOf(institutionId, courseId))
    .orderBy(byName, asc(students.id));
}
