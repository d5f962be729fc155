import { courseLibraries, courseResourceFlags } from '../../db/schema/index.js';
import { createCourse, createSchool, createStudents, enrol, TEST_PASSWORD } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { type FixtureCatalogue, subscribe } from '../catalogue/catalogue.fixtures.js';

/**
 * A school using the garden package as one class's library, with `open` resources opened
 * for its students (two unless told), and `students` enrolled in it.
 */
export async function learnerSchool(
  t: Pick<TestApp, 'db' | 'clock'>,
  catalogue: FixtureCatalogue,
  options: { open?: string[]; students?: number; expiresInDays?: number } = {},
) {
  const { open = ['zebra-days', 'count-song'], students: count = 2, expiresInDays } = options;
  const school = await createSchool(t.db);
  const institutionId = school.institution.id;
  await subscribe(t.db, institutionId, [catalogue.packageId('garden')]);
  const course = await createCourse(t.db, {
    institutionId,
    teacherId: school.teacher.id,
    today: t.clock(),
    expiresInDays,
  });
  await t.db
    .insert(courseLibraries)
    .values({ courseId: course.id, institutionId, packageId: catalogue.packageId('garden') });
  if (open.length > 0) {
    await t.db
      .insert(courseResourceFlags)
      .values(
        open.map((key) => ({ courseId: course.id, institutionId, resourceId: catalogue.resourceId(key), open: true })),
      );
  }
  const students = await createStudents(t.db, { institutionId, count });
  await enrol(t.db, course, students);
  return { ...school, course, students };
}

/** Signs a student in through the learner API; answers the authorising header. */
export async function signInStudent(
  t: Pick<TestApp, 'app'>,
  schoolCode: string,
  account: string,
  password = TEST_PASSWORD,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/learner/login',
    payload: { school: schoolCode, account, password },
  });
  if (response.statusCode !== 200) throw new Error(`student sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}
