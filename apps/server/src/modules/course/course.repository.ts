import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { preparedQuery } from '../../db/prepared.js';
import { catalogueRevision } from '../catalogue/index.js';
import type { CourseScope } from '../policy/index.js';
import { courses, enrolments, institutions, students, users } from '../school/index.js';
import { sessionWith } from '../session/index.js';
import { activeCount, coursesInScope, forScope, occupiedCount } from './course.scope.js';

/** The teacher of a class, beside the session's own staff member when both are read at once. */
const teacher = alias(users, 'teacher');

/** Joins a class's teacher, of the class's school. */
const teacherOfCourse = and(eq(teacher.id, courses.teacherId), eq(teacher.institutionId, courses.institutionId));

/** What an administrator sets of a class (`CourseFields`), with its teacher's name (join `teacher`). */
const fieldColumns = {
  name: courses.name,
  type: courses.type,
  gradeTag: courses.gradeTag,
  teacherId: courses.teacherId,
  teacherName: teacher.name,
  studentLimit: courses.studentLimit,
  startDate: courses.startDate,
  expiryDate: courses.expiryDate,
};

/**
 * A class's row as every reader of one gets it (`CourseRow`), for statements with the
 * placeholder `institutionId`: its fields, its teacher's name (join `teacher`) and the number
 * of active students enrolled.
 */
const courseColumns = {
  id: courses.id,
  institutionId: courses.institutionId,
  ...fieldColumns,
  level: courses.level,
  autoAssign: sql<boolean>`${courses.autoAssignSince} is not null`,
  occupied: occupiedCount(sql.placeholder('institutionId')),
};

/**
 * Classes of an institution (a teacher's own, or all for an administrator; optionally one
 * class), each with its teacher's name and the number of active students enrolled. One
 * prepared statement per shape, so the text never varies.
 */
function coursesQuery(shape: { ownOnly: boolean; oneCourse: boolean }) {
  const name = `courses${shape.ownOnly ? '_own' : ''}${shape.oneCourse ? '_one' : ''}`;
  return preparedQuery((db) =>
    db
      .select(courseColumns)
      .from(courses)
      .innerJoin(teacher, teacherOfCourse)
      .where(
        and(coursesInScope(shape.ownOnly), shape.oneCourse ? eq(courses.id, sql.placeholder('courseId')) : undefined),
      )
      .orderBy(asc(courses.expiryDate), sql`lower(${courses.name})`, asc(courses.id))
      .prepare(name),
  );
}

const COURSES = {
  all: coursesQuery({ ownOnly: false, oneCourse: false }),
  own: coursesQuery({ ownOnly: true, oneCourse: false }),
};
const COURSE = {
  all: coursesQuery({ ownOnly: false, oneCourse: true }),
  own: coursesQuery({ ownOnly: true, oneCourse: true }),
};

export function listCourses(db: Db, scope: CourseScope) {
  return forScope(scope, COURSES)(db).execute({ ...scope });
}

/** One class, if the scope may see it. */
export async function findCourse(db: Db, scope: CourseScope, courseId: number) {
  const [row] = await forScope(scope, COURSE)(db).execute({ ...scope, courseId });
  return row;
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];

/**
 * What else an answer about a class is current with, read from rows other modules own (given at
 * composition): the school's latest learning event and its latest change to an Echo Valley
 * answer. Events and answers are many, and scoring changes answers, so neither is counted in the
 * school's revision; each mark reads one number for the school it is given, from an index.
 */
export interface RevisionMarks {
  latestEvent: (institutionId: SQL) => SQL<number>;
  latestAnswerChange: (institutionId: SQL) => SQL<number>;
}

/**
 * What an answer about one class is current with: its institution's revision added to the
 * catalogue's (both only grow, so the sum moves whenever either does) and the marks. The school
 * is named as a value everywhere (placeholder `institutionId`, not through the class's row), so
 * that a sharded database sends the statement to that school's shard.
 */
function revisionColumns(marks: RevisionMarks) {
  const institutionId = sql.placeholder('institutionId');
  return {
    revision:
      sql<number>`(select ${institutions.revision} from ${institutions} where ${institutions.id} = ${institutionId})
      + (select ${catalogueRevision.revision} from ${catalogueRevision})`.mapWith(Number),
    latestEvent: sql<number>`coalesce(${marks.latestEvent(sql`${institutionId}`)}, 0)`.mapWith(Number),
    latestAnswerChange: sql<number>`coalesce(${marks.latestAnswerChange(sql`${institutionId}`)}, 0)`.mapWith(Number),
  };
}

/** The revision of one class in scope; no row means the class is not in scope. */
function revisionQuery(ownOnly: boolean, marks: RevisionMarks) {
  return preparedQuery((db) =>
    db
      .select({ id: courses.id, ...revisionColumns(marks) })
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('courseId')), coursesInScope(ownOnly)))
      .prepare(ownOnly ? 'course_revision_own' : 'course_revision'),
  );
}

/** The revision statements, for a teacher's own classes and for all of the school's. */
export const revisionQueries = (marks: RevisionMarks) => ({
  all: revisionQuery(false, marks),
  own: revisionQuery(true, marks),
});

export type RevisionQueries = ReturnType<typeof revisionQueries>;

export async function findCourseRevision(db: Db, queries: RevisionQueries, scope: CourseScope, courseId: number) {
  const [row] = await forScope(scope, queries)(db).execute({ ...scope, courseId });
  return row;
}

export type CourseRevision = NonNullable<Awaited<ReturnType<typeof findCourseRevision>>>;

/**
 * The request's session and the class it names (`courseId`, in the token's school), with the
 * class's revision, in one statement: the class's row is null when the school has no such
 * class; whether the staff member may see it is the class guard's to decide.
 */
export function sessionCourseQuery(marks: RevisionMarks) {
  return sessionWith('session_course', { course: { ...courseColumns, ...revisionColumns(marks) } }, (query) =>
    query
      .leftJoin(
        courses,
        and(eq(courses.institutionId, sql.placeholder('institutionId')), eq(courses.id, sql.placeholder('courseId'))),
      )
      .leftJoin(teacher, teacherOfCourse),
  );
}

/** What an administrator sets of a class. */
export interface CourseFields {
  name: string;
  type: (typeof courses.$inferInsert)['type'];
  gradeTag: (typeof courses.$inferInsert)['gradeTag'];
  teacherId: number;
  studentLimit: number;
  startDate: string;
  expiryDate: string;
}

export async function insertCourse(db: Db, institutionId: number, fields: CourseFields): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({ institutionId, ...fields })
    .returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(db: Db, institutionId: number, courseId: number, fields: CourseFields) {
  await db
    .update(courses)
    .set(fields)
    .where(and(eq(courses.institutionId, institutionId), eq(courses.id, courseId)));
}

/** The class row, locked until the transaction ends, so two edits or an edit and an admission do not interleave. */
export async function lockCourse(db: Db, institutionId: number, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      ...fieldColumns,
    })
    .from(courses)
    .innerJoin(teacher, teacherOfCourse)
    .where(and(eq(courses.institutionId, institutionId), eq(courses.id, courseId)))
    .for('update', { of: courses });
  return row;
}

export type LockedCourse = NonNullable<Awaited<ReturnType<typeof lockCourse>>>;

/** Whether another class of the institution has this name, ignoring case and surrounding spaces. */
export async function nameTaken(db: Db, institutionId: number, name: string, exceptId?: number): Promise<boolean> {
  return hasRow(
    db,
    courses,
    eq(courses.institutionId, institutionId),
    sql`lower(btrim(${courses.name})) = lower(btrim(${name}))`,
    exceptId === undefined ? undefined : sql`${courses.id} <> ${exceptId}`,
  );
}

/** A staff member of the institution who may teach a class, with their role and status; undefined when not of it. */
export async function findTeacher(db: Db, institutionId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.institutionId, institutionId), eq(users.id, userId)));
  return row;
}

/** The institution's active teachers by name, for the class form. */
export function listActiveTeachers(db: Db, institutionId: number) {
  return db
    .select({ userid: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.institutionId, institutionId), eq(users.role, 'teacher'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

/** The class's seats taken by active students, read in the caller's transaction. */
export async function occupiedSeats(db: Db, institutionId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ occupied: activeCount(institutionId) })
    .from(enrolments)
    .innerJoin(
      students,
      and(eq(students.id, enrolments.studentId), eq(students.institutionId, enrolments.institutionId)),
    )
    .where(and(eq(enrolments.institutionId, institutionId), eq(enrolments.courseId, courseId)));
  return row?.occupied ?? 0;
}
