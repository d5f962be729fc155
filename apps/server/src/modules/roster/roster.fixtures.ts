import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { eq } from 'drizzle-orm';
import { auditLog, institutions } from '../../db/schema/index.js';
import { createCourse, createSchool, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, type TestApp } from '../../test/harness.js';

type Headers = Record<string, string>;

/**
 * A school with a teacher's class of `students` active students, signed in as the teacher:
 * the starting point of the roster tests.
 */
export async function classroom(
  t: TestApp,
  options: { students?: number; studentLimit?: number; quota?: number; expiresInDays?: number } = {},
) {
  const school = await createSchool(t.db);
  if (options.quota !== undefined) {
    await t.db
      .update(institutions)
      .set({ studentQuota: options.quota })
      .where(eq(institutions.id, school.institution.id));
  }
  const course = await createCourse(t.db, {
    institutionId: school.institution.id,
    teacherId: school.teacher.id,
    today: t.clock(),
    ...(options.studentLimit === undefined ? {} : { studentLimit: options.studentLimit }),
    ...(options.expiresInDays === undefined ? {} : { expiresInDays: options.expiresInDays }),
  });
  const count = options.students ?? 0;
  const students = count === 0 ? [] : await createStudents(t.db, { institutionId: school.institution.id, count });
  await enrol(t.db, course, students);
  const headers = await signIn(t, school.teacher.email);
  return { ...school, course, students, headers };
}

/** Calls a roster route by its pattern, e.g. `call(t, headers, 'GET', ROSTER_PATHS.list, { courseid })`. */
export function call(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST',
  pattern: string,
  params: Record<string, string | number> = {},
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url: `/api${fillPath(pattern, params)}`, headers, payload });
}

export function rosterOf(t: TestApp, headers: Headers, courseId: number) {
  return call(t, headers, 'GET', ROSTER_PATHS.list, { courseid: courseId });
}

/** The audit rows of an institution, oldest first. */
export function auditOf(t: TestApp, institutionId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.institutionId, institutionId)).orderBy(auditLog.id);
}
