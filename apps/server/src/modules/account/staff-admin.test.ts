import type { StaffDetail } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courses } from '../../db/schema/index.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

const t = useTestApp();

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const teacherOf = async (courseId: number) =>
  (await t.db.select({ teacherId: courses.teacherId }).from(courses).where(eq(courses.id, courseId)))[0]?.teacherId;

describe('suspension', () => {
  it('ends the teacher’s sessions at once, refuses sign-in with its own code, and reactivates', async () => {
    const { admin, teacher } = await createSchool(t.db);
    const adminHeaders = await signIn(t, admin.email);
    const session = await signIn(t, teacher.email);
    const course = await createCourse(t.db, { institutionId: teacher.institutionId, teacherId: teacher.id });

    expect((await post(`/account/suspend/${teacher.id}`, adminHeaders)).json()).toEqual({ status: 'success' });
    // The session ended, and the teacher is told why: not an expired session but a suspension.
    const ended = await get('/auth/me', session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'auth.session_suspended' });
    expect((await get('/course/list', session)).json()).toMatchObject({ code: 'auth.session_suspended' });
    // Another signed-out session, or a made-up token, is a plain ended session.
    const other = await signIn(t, admin.email);
    await post('/auth/logout', other);
    expect((await get('/auth/me', other)).json()).toMatchObject({ code: 'common.unauthorized' });
    expect((await get('/auth/me', { authorization: 'Bearer made-up' })).json()).toMatchObject({
      code: 'common.unauthorized',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.email, password: 'test-password' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'auth.suspended' });
    expect(await teacherOf(course.id)).toBe(teacher.id);
    const list = (await get('/account/list', adminHeaders)).json<{ record: { userid: number; status: string }[] }>();
    expect(list.record.find((m) => m.userid === teacher.id)?.status).toBe('suspended');
    // Suspending again changes nothing.
    expect((await post(`/account/suspend/${teacher.id}`, adminHeaders)).statusCode).toBe(200);

    expect((await post(`/account/reactivate/${teacher.id}`, adminHeaders)).json()).toEqual({ status: 'success' });
    // Reactivated: the old session is simply over.
    expect((await get('/auth/me', session)).json()).toMatchObject({ code: 'common.unauthorized' });
    await signIn(t, teacher.email);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, teacher.id)));
    expect(actions.map((a) => a.action)).toEqual(['staff.suspend', 'staff.reactivate']);
  });

  it('refuses administrators, oneself, invited teachers, teachers and other schools', async () => {
    const { admin, teacher, institution } = await createSchool(t.db);
    const otherAdmin = await createStaff(t.db, { institutionId: institution.id, role: 'admin' });
    const invited = await createStaff(t.db, { institutionId: institution.id, status: 'invited' });
    const adminHeaders = await signIn(t, admin.email);
    const code = async (url: string, headers = adminHeaders) => {
      const response = await post(url, headers);
      return [response.statusCode, response.json().code];
    };
    expect(await code(`/account/suspend/${admin.id}`)).toEqual([409, 'account.not_yourself']);
    expect(await code(`/account/suspend/${otherAdmin.id}`)).toEqual([409, 'account.not_teacher']);
    expect(await code(`/account/suspend/${invited.id}`)).toEqual([409, 'account.still_invited']);
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    expect(await code(`/account/suspend/${colleague.id}`, await signIn(t, teacher.email))).toEqual([
      403,
      'common.forbidden',
    ]);
    const foreign = await createSchool(t.db);
    expect(await code(`/account/suspend/${teacher.id}`, await signIn(t, foreign.admin.email))).toEqual([
      404,
      'common.not_found',
    ]);
    await signIn(t, teacher.email);
  });
});

describe('hand-over', () => {
  it('changes one class’s teacher, or all of a teacher’s classes, with an audit row per class', async () => {
    const { admin, teacher, institution } = await createSchool(t.db);
    const successor = await createStaff(t.db, { institutionId: institution.id });
    const first = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const second = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const expired = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      expiresInDays: -3,
    });
    const adminHeaders = await signIn(t, admin.email);

    const one = await post(`/course/teacher/${first.id}`, adminHeaders, { userid: successor.id });
    expect(one.json()).toEqual({ status: 'success' });
    expect(await teacherOf(first.id)).toBe(successor.id);
    expect(await teacherOf(second.id)).toBe(teacher.id);

    await post(`/account/suspend/${teacher.id}`, adminHeaders);
    const all = await post(`/account/handover/${teacher.id}`, adminHeaders, { to: successor.id });
    expect(all.json()).toEqual({ status: 'success', classes: 2 });
    expect(await teacherOf(second.id)).toBe(successor.id);
    expect(await teacherOf(expired.id)).toBe(successor.id);

    const rows = await t.db
      .select({ courseId: auditLog.courseId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, institution.id), eq(auditLog.action, 'course.teacher_change')));
    expect(rows).toHaveLength(3);
    // The teachers by name, as a change of teacher in the class's own form records them.
    expect(rows).toContainEqual({
      courseId: second.id,
      before: { teacher: teacher.name },
      after: { teacher: successor.name },
    });
    // The successor now sees the classes on their own list.
    const theirs = await get('/course/list', await signIn(t, successor.email));
    expect(
      theirs
        .json()
        .active.map((c: { courseid: number }) => c.courseid)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  it('hands over only to an active teacher of the same school, and only for administrators', async () => {
    const { admin, teacher, institution } = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const suspended = await createStaff(t.db, { institutionId: institution.id, status: 'suspended' });
    const invited = await createStaff(t.db, { institutionId: institution.id, status: 'invited' });
    const foreign = await createSchool(t.db);
    const adminHeaders = await signIn(t, admin.email);
    for (const target of [suspended.id, invited.id, admin.id, teacher.id, foreign.teacher.id]) {
      const response = await post(`/course/teacher/${course.id}`, adminHeaders, { userid: target });
      expect(response.json()).toMatchObject({ code: 'account.handover_target_invalid' });
      const all = await post(`/account/handover/${teacher.id}`, adminHeaders, { to: target });
      expect(all.json()).toMatchObject({ code: 'account.handover_target_invalid' });
    }
    const foreignHeaders = await signIn(t, foreign.admin.email);
    expect(
      (await post(`/course/teacher/${course.id}`, foreignHeaders, { userid: foreign.teacher.id })).statusCode,
    ).toBe(404);
    expect((await post(`/account/handover/${teacher.id}`, foreignHeaders, { to: foreign.teacher.id })).statusCode).toBe(
      404,
    );
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    expect(
      (await post(`/course/teacher/${course.id}`, await signIn(t, teacher.email), { userid: colleague.id })).statusCode,
    ).toBe(403);
    expect(await teacherOf(course.id)).toBe(teacher.id);
  });
});

describe("a teacher's page", () => {
  it('shows details, classes with students and expiry, last sign-in and recent actions', async () => {
    const { admin, teacher, institution } = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today: t.clock() });
    await enrol(t.db, course, await createStudents(t.db, { institutionId: institution.id, count: 3 }));
    const own = await signIn(t, teacher.email);
    const adminHeaders = await signIn(t, admin.email);
    await post(`/account/suspend/${teacher.id}`, adminHeaders);

    const response = await get(`/account/detail/${teacher.id}`, adminHeaders);
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ detail: StaffDetail }>().detail;
    expect(detail).toMatchObject({
      userid: teacher.id,
      name: teacher.name,
      email: teacher.email,
      role: 'teacher',
      status: 'suspended',
      classes: 1,
      invitation_expires: null,
      class_list: [
        {
          courseid: course.id,
          course_name: course.name,
          students: 3,
          student_limit: 30,
          expiry_date: course.expiryDate,
          expired: false,
        },
      ],
    });
    expect(detail.last_sign_in).not.toBeNull();
    const adminPage = (await get(`/account/detail/${admin.id}`, adminHeaders)).json<{ detail: StaffDetail }>();
    expect(adminPage.detail.activity[0]).toMatchObject({ action: 'staff.suspend', courseid: null });
    expect(own).toBeDefined();
  });

  it('is for administrators, or a teacher for themself; other ids answer 403 and other schools 404', async () => {
    const { teacher, institution } = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const headers = await signIn(t, teacher.email);
    expect((await get(`/account/detail/${teacher.id}`, headers)).statusCode).toBe(200);
    expect((await get(`/account/detail/${colleague.id}`, headers)).statusCode).toBe(403);
    const foreign = await createSchool(t.db);
    expect((await get(`/account/detail/${teacher.id}`, await signIn(t, foreign.admin.email))).statusCode).toBe(404);
  });
});
