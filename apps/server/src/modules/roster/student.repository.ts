import type { ErrorCode } from '@lms/shared';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withUniqueConflicts } from '../../lib/unique-conflict.js';
import { activeCount, enrolledStudent, seatsOf, studentOfSeat } from '../course/index.js';
import { enterParents } from '../directory/index.js';
import type { CourseScope } from '../policy/index.js';
import { courses, enrolments, institutions, students } from '../school/index.js';
import { activeStudentsOf, inCourse } from './roster.repository.js';
import type { StudentProfile } from './student-fields.js';

// What changing a roster needs: the students concerned, their clashes, the limits, and the writes.

export type StudentRow = typeof students.$inferSelect;

/** Students of the institution by id, each marked whether already in the class. */
export function findStudents(db: Db, institutionId: number, courseId: number, ids: number[]) {
  return db
    .select({
      stuid: students.id,
      username: students.username,
      account: students.account,
      active: students.active,
      inCourse: inCourse(institutionId, courseId),
    })
    .from(students)
    .where(and(eq(students.institutionId, institutionId), inArray(students.id, ids)));
}

/** The given students who are in the class, with what their login card shows. */
export function enrolledStudents(db: Db, institutionId: number, courseId: number, ids: number[]) {
  return db
    .select({
      id: students.id,
      institutionId: students.institutionId,
      username: students.username,
      account: students.account,
      pin: students.pin,
    })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(and(seatsOf(institutionId, courseId), inArray(students.id, ids)))
    .orderBy(asc(students.id));
}

/** A student enrolled in the class, or nothing. */
export async function findEnrolledStudent(db: Db, institutionId: number, courseId: number, studentId: number) {
  const [row] = await db
    .select({ student: students })
    .from(enrolments)
    .innerJoin(students, enrolledStudent(institutionId))
    .where(and(seatsOf(institutionId, courseId), eq(enrolments.studentId, studentId)))
    .limit(1);
  return row?.student;
}

/**
 * For each of the given students the scope may see, one class of theirs: one the scope may
 * still change (not expired) when there is one, else an expired one. Students in no visible
 * class are left out.
 */
export function classesOfStudents(db: Db, scope: CourseScope, studentIds: number[], today: string) {
  const open = sql<boolean>`${courses.expiryDate} >= ${today}`;
  return db
    .selectDistinctOn([enrolments.studentId], { studentId: enrolments.studentId, courseId: courses.id, open })
    .from(enrolments)
    .innerJoin(courses, and(eq(courses.id, enrolments.courseId), eq(courses.institutionId, enrolments.institutionId)))
    .where(
      and(
        eq(enrolments.institutionId, scope.institutionId),
        inArray(enrolments.studentId, studentIds),
        scope.teacherId === undefined ? undefined : eq(courses.teacherId, scope.teacherId),
      ),
    )
    .orderBy(enrolments.studentId, sql`${open} desc`, courses.id);
}

/**
 * Students of the institution that share an account, parent phone or parent e-mail with the
 * given ones: everything a new student might clash with in the institution, in one query.
 */
export function findClashes(
  db: Db,
  institutionId: number,
  courseId: number,
  keys: { accounts: string[]; phones: string[]; parentAccounts: string[] },
  excludeStudentId?: number,
) {
  return db
    .select({
      id: students.id,
      account: students.account,
      username: students.username,
      pin: students.pin,
      parentPhone: students.parentPhone,
      parentAccount: students.parentAccount,
      active: students.active,
      inCourse: inCourse(institutionId, courseId),
    })
    .from(students)
    .where(
      and(
        eq(students.institutionId, institutionId),
        or(
          inArray(students.account, keys.accounts),
          inArray(students.parentPhone, keys.phones),
          inArray(students.parentAccount, keys.parentAccounts),
        ),
        excludeStudentId === undefined ? undefined : ne(students.id, excludeStudentId),
      ),
    );
}
export type Clash = Awaited<ReturnType<typeof findClashes>>[number];

/** Which of the given pins some student of the school already has: students sign in with the school code and the pin. */
export async function pinsInUse(
  db: Db,
  institutionId: number,
  pins: string[],
  excludeStudentId?: number,
): Promise<Set<string>> {
  if (pins.length === 0) return new Set();
  const rows = await db
    .select({ pin: students.pin })
    .from(students)
    .where(
      and(
        eq(students.institutionId, institutionId),
        inArray(students.pin, pins),
        excludeStudentId === undefined ? undefined : ne(students.id, excludeStudentId),
      ),
    );
  return new Set(rows.map((row) => row.pin!));
}

const CONFLICT_CODES: Record<string, ErrorCode> = {
  students_pin_idx: 'students.number_exists',
  students_institution_account_idx: 'students.already_exists',
};

/**
 * A write that lost a race for a unique account or pin (another school's write is not held
 * back by this school's lock) fails with the code the checks before it would have given.
 */
export function withConflictCodes<T>(write: () => Promise<T>): Promise<T> {
  return withUniqueConflicts(CONFLICT_CODES, write);
}

/** The institution's name, quota and active students. */
export async function quotaOf(db: Db, institutionId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ name: institutions.name, quota: institutions.studentQuota })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new Error(`institution ${institutionId} not found`);
  const [active] = await activeStudentsOf(db, institutionId);
  return { ...row, quotaUsed: active?.n ?? 0 };
}

/**
 * Locks the institution's row until the transaction ends, so writes that add seats or active
 * students are checked against limits one at a time; answers what those limits need.
 */
export function lockInstitution(tx: Db, institutionId: number) {
  return quotaOf(tx, institutionId, { lock: true });
}

/** Active students enrolled in each of the given classes. */
export function occupiedSeats(db: Db, institutionId: number, courseIds: number[]) {
  return db
    .select({
      courseId: courses.id,
      limit: courses.studentLimit,
      expiryDate: courses.expiryDate,
      occupied: activeCount(institutionId),
    })
    .from(courses)
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.institutionId, institutionId)))
    .leftJoin(students, studentOfSeat)
    .where(and(eq(courses.institutionId, institutionId), inArray(courses.id, courseIds)))
    .groupBy(courses.id, courses.institutionId);
}

/** The classes a student is enrolled in. */
export async function coursesOfStudent(db: Db, institutionId: number, studentId: number) {
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.institutionId, institutionId), eq(enrolments.studentId, studentId)));
  return rows.map((row) => row.courseId);
}

/** Each class each of the given students is enrolled in. */
export function enrolmentsOf(db: Db, institutionId: number, studentIds: number[]) {
  return db
    .select({ studentId: enrolments.studentId, courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.institutionId, institutionId), inArray(enrolments.studentId, studentIds)))
    .orderBy(enrolments.studentId, enrolments.courseId);
}

/** New students; their parent accounts go into the directory in the same transaction, for the parent sign-in. */
export async function insertStudents(
  tx: Db,
  institutionId: number,
  rows: (StudentProfile & { passwordHash: string })[],
  now: Date,
) {
  const parentAccounts = rows.flatMap((row) => (row.parentAccount ? [row.parentAccount] : []));
  await enterParents(tx, institutionId, parentAccounts);
  return tx
    .insert(students)
    .values(rows.map((row) => ({ ...row, institutionId, createdAt: now, updatedAt: now })))
    .returning({ id: students.id, account: students.account });
}

export async function enrolStudents(tx: Db, course: { id: number; institutionId: number }, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .insert(enrolments)
    .values(
      ids.map((studentId) => ({ courseId: course.id, studentId, institutionId: course.institutionId, joinedAt: now })),
    );
}

export async function removeEnrolment(tx: Db, institutionId: number, courseId: number, studentId: number) {
  const removed = await tx
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.institutionId, institutionId),
        eq(enrolments.courseId, courseId),
        eq(enrolments.studentId, studentId),
      ),
    )
    .returning({ joinedAt: enrolments.joinedAt });
  return removed[0];
}

/** Changes students; a parent account they are given goes into the directory in the same transaction. */
export async function updateStudents(
  tx: Db,
  institutionId: number,
  ids: number[],
  changes: Partial<typeof students.$inferInsert>,
  now: Date,
): Promise<void> {
  if (changes.parentAccount) await enterParents(tx, institutionId, [changes.parentAccount]);
  await tx
    .update(students)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(students.institutionId, institutionId), inArray(students.id, ids)));
}

/** Students of the institution by id, whole rows, for changes that record their previous values. */
export function studentsById(db: Db, institutionId: number, ids: number[]) {
  return db
    .select()
    .from(students)
    .where(and(eq(students.institutionId, institutionId), inArray(students.id, ids)))
    .orderBy(asc(students.id));
}
