import { packageColid } from '@lms/shared';
import { eq } from 'drizzle-orm';
import { internalStaff, parents, students } from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { loadFixtureCatalogue } from '../../modules/catalogue/catalogue.fixtures.js';
import { enterParents } from '../../modules/directory/index.js';
import { matrixEcho } from '../../modules/echo/answers/answers.fixtures.js';
import { learnerSchool } from '../../modules/learner/learner.fixtures.js';
import { matrixLevelTests } from '../../modules/level/level.fixtures.js';
import { builtReport } from '../../modules/report/report.fixtures.js';
import { createSessionService } from '../../modules/session/index.js';
import type { Access } from '../../plugins/access.js';
import { TEST_PASSWORD } from '../fixtures.js';
import { signIn, type TestApp, testContext } from '../harness.js';
import type { Hints } from './example-value.js';

/**
 * One school with everything a route may name: a class using a package as its library, three
 * enrolled students (one with a parent), a collection and a not-yet-started assignment of the
 * class's teacher. `hints` are the real ids (and the dates) a valid request carries;
 * `headers(access)` opens a session, as signing in does, for the caller a route is for: the
 * class's teacher, the school's administrator, the student or the parent.
 */
export async function fuzzWorld(t: TestApp) {
  const catalogue = await loadFixtureCatalogue(t.db);
  const school = await learnerSchool(t, catalogue, { students: 3 });
  const [student] = school.students;
  const day = (offset: number) => calendarDate(addDays(t.clock(), offset));
  const materials = [catalogue.resourceId('zebra-days'), catalogue.resourceId('count-song')];
  const teacher = await signIn(t, school.teacher.email);

  const collection = await t.app.inject({
    method: 'POST',
    url: '/api/collection/create',
    headers: teacher,
    payload: { name: 'Fuzz collection', pkgid: catalogue.packageId('garden'), resourceids: materials },
  });
  const assignment = await t.app.inject({
    method: 'POST',
    url: `/api/course/asgmt/set/${school.course.id}`,
    headers: teacher,
    payload: {
      name: 'Fuzz week',
      start_date: day(1),
      end_date: day(7),
      difficulty: 3,
      resourceids: materials,
      stuids: [student!.id],
    },
  });
  if (collection.statusCode !== 200 || assignment.statusCode !== 200) {
    throw new Error(`fuzz world: ${collection.body} ${assignment.body}`);
  }
  const echoQuestions = [{ text: 'The cat sat down.', resourceid: materials[0] }, { text: 'Zebra' }];

  const parentEmail = 'fuzz-parent@family.test';
  await t.db.update(students).set({ parentAccount: parentEmail }).where(eq(students.id, student!.id));
  await t.db.insert(parents).values({
    institutionId: school.institution.id,
    email: parentEmail,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  await enterParents(t.db, school.institution.id, [parentEmail]);
  // Echo Valley answers: a published weekly quiz of the class, and the student's answer to it.
  const echo = await matrixEcho(t.db, testContext(t).files, {
    institutionId: school.institution.id,
    courseId: school.course.id,
    studentId: student!.id,
    teacherId: school.teacher.id,
    today: t.clock(),
    name: 'Fuzz echo',
  });
  // Level tests: the student's finished placement and an open level check.
  const level = await matrixLevelTests(t.db, {
    institutionId: school.institution.id,
    studentId: student!.id,
    today: t.clock(),
  });
  const jobid = await builtReport(t.db, testContext(t).files, {
    institutionId: school.institution.id,
    courseId: school.course.id,
    requestedBy: school.teacher.id,
    today: t.clock(),
    name: 'Fuzz report',
  });
  const hints: Hints = {
    courseid: school.course.id,
    fromcourseid: school.course.id,
    tocourseid: school.course.id,
    stuid: student!.id,
    stuids: [student!.id],
    aid: assignment.json<{ aid: number }>().aid,
    cid: collection.json<{ cid: number }>().cid,
    pkgid: catalogue.packageId('garden'),
    resourceid: materials[0],
    resourceids: materials,
    colid: packageColid(catalogue.packageId('garden')),
    start_date: day(1),
    expiry_date: day(60),
    teacher_id: school.teacher.id,
    student_limit: 40,
    end_date: day(7),
    started_at: t.clock().toISOString(),
    pictures: [0, 1],
    echoid: echo.quizId,
    qid: echo.questionId,
    answerid: echo.answerId,
    open_date: day(1),
    close_date: day(7),
    questions: echoQuestions,
    texts: ['The cat sat down.'],
    testid: level.testId,
    jobid,
    institution: school.institution.id,
    school: school.institution.schoolCode,
    reason: 'Fuzz support',
    issuer: 'https://id.example.test',
    client_secret: 'fuzz-client-secret',
    domains: 'example.test',
  };

  // A fuzzed password change may end the caller's other sessions: each route gets a session of its own.
  const sessions = createSessionService(testContext(t));
  const [internalPerson] = await t.db
    .insert(internalStaff)
    .values({
      email: 'fuzz-internal@company.test',
      name: 'Fuzz Support',
      passwordHash: await hashPassword(TEST_PASSWORD),
    })
    .returning();
  const sessionOf: Record<Exclude<Access, 'public'>, () => Promise<string>> = {
    staff: () => sessions.openStaffSession(school.teacher),
    admin: () => sessions.openStaffSession(school.admin),
    internal: () => sessions.openInternalSession(internalPerson!, school.institution.id),
    student: () => sessions.openStudentSession(student!),
    parent: async () => {
      const [row] = await t.db.select().from(parents).where(eq(parents.email, parentEmail));
      return sessions.openParentSession(row!);
    },
  };
  async function headers(access: Access): Promise<Record<string, string>> {
    if (access === 'public') return {};
    return { authorization: `Bearer ${await sessionOf[access]()}` };
  }

  return { hints, headers };
}
