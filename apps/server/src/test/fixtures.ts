import type { CourseType, GradeTag, Language, Role, UserStatus } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses, enrolments, institutions, students, users } from '../db/schema/index.js';
import { addDays, calendarDate } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import { enterParents, enterSchool, enterStaff, renameStaff } from '../modules/directory/index.js';

/** The password of every staff member and student the builders create. */
export const TEST_PASSWORD = 'test-password';

let passwordHash: Promise<string> | undefined;
/** The hash of TEST_PASSWORD, made once per test file: argon2 is deliberately slow. */
export const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let sequence = 0;
/** Unique within a test file, so tests never collide on e-mails, codes or accounts. */
const unique = (prefix: string) => `${prefix}${++sequence}${Math.random().toString(36).slice(2, 6)}`;

export type Course = typeof courses.$inferSelect;
export type Student = typeof students.$inferSelect;

export async function createInstitution(db: Db, values: Partial<typeof institutions.$inferInsert> = {}) {
  const [row] = await db
    .insert(institutions)
    .values({ name: 'Test School', schoolCode: unique('S').toUpperCase(), ...values })
    .returning();
  await enterSchool(db, row!);
  return row!;
}

export async function createStaff(
  db: Db,
  values: {
    institutionId: number;
    role?: Role;
    status?: UserStatus;
    email?: string;
    name?: string;
    language?: Language;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: unique('staff').concat('@school.test'),
      name: 'Test Teacher',
      passwordHash: await testPasswordHash(),
      ...values,
    })
    .returning();
  await enterStaff(db, row!);
  return row!;
}

/** A class; `expiresInDays` (default 200) sets the expiry date relative to `today` (default now). */
export async function createCourse(
  db: Db,
  values: {
    institutionId: number;
    teacherId: number;
    name?: string;
    type?: CourseType;
    gradeTag?: GradeTag;
    studentLimit?: number;
    expiresInDays?: number;
    today?: Date;
  },
) {
  const { expiresInDays = 200, today = new Date(), ...rest } = values;
  const [row] = await db
    .insert(courses)
    .values({
      name: unique('Class '),
      gradeTag: 'grade3',
      studentLimit: 30,
      startDate: calendarDate(addDays(today, expiresInDays - 365)),
      expiryDate: calendarDate(addDays(today, expiresInDays)),
      ...rest,
    })
    .returning();
  return row!;
}

export async function createStudents(db: Db, values: { institutionId: number; count: number; active?: boolean }) {
  const hash = await testPasswordHash();
  return db
    .insert(students)
    .values(
      Array.from({ length: values.count }, () => {
        const account = unique('student');
        return {
          institutionId: values.institutionId,
          account,
          username: account,
          passwordHash: hash,
          active: values.active ?? true,
        };
      }),
    )
    .returning();
}

export async function enrol(db: Db, course: Pick<Course, 'id' | 'institutionId'>, members: Pick<Student, 'id'>[]) {
  if (members.length === 0) return;
  await db
    .insert(enrolments)
    .values(members.map((m) => ({ courseId: course.id, studentId: m.id, institutionId: course.institutionId })));
}

/** An institution with one administrator and one teacher: the starting point of most tests. */
export async function createSchool(db: Db, name = 'Test School') {
  const institution = await createInstitution(db, { name });
  const admin = await createStaff(db, { institutionId: institution.id, role: 'admin', name: 'Test Admin' });
  const teacher = await createStaff(db, { institutionId: institution.id, role: 'teacher' });
  return { institution, admin, teacher };
}

/** Gives a staff member another sign-in e-mail, in the directory too, as a confirmed change would. */
export async function setStaffEmail(db: Db, user: { id: number; institutionId: number; email: string }, email: string) {
  await db
    .update(users)
    .set({ email })
    .where(and(eq(users.institutionId, user.institutionId), eq(users.id, user.id)));
  await renameStaff(db, user, email);
}

/** Makes the e-mail a student's parent account, in the directory too, as the roster does. */
export async function setParentAccount(db: Db, student: { id: number; institutionId: number }, email: string) {
  await db
    .update(students)
    .set({ parentAccount: email })
    .where(and(eq(students.institutionId, student.institutionId), eq(students.id, student.id)));
  await enterParents(db, student.institutionId, [email]);
}
