import type { CourseSummary } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

const t = useTestApp();

describe('GET /api/course/list', () => {
  async function classList(email: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/course/list', headers: await signIn(t, email) });
    expect(response.statusCode).toBe(200);
    return response.json<{ status: 'success'; active: CourseSummary[]; expired: CourseSummary[] }>();
  }

  /** Two schools: the teacher's classes, a colleague's class, and another school's class. */
  async function twoSchools() {
    const today = t.clock();
    const { institution, admin, teacher } = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: institution.id, name: 'Colleague' });
    const own = {
      soon: await createCourse(t.db, {
        institutionId: institution.id,
        teacherId: teacher.id,
        name: 'Bees',
        expiresInDays: 10,
        today,
        studentLimit: 5,
      }),
      later: await createCourse(t.db, {
        institutionId: institution.id,
        teacherId: teacher.id,
        name: 'Ants',
        expiresInDays: 90,
        today,
        gradeTag: 'summer',
      }),
      lastDay: await createCourse(t.db, {
        institutionId: institution.id,
        teacherId: teacher.id,
        name: 'Cats',
        expiresInDays: 0,
        today,
      }),
      ended: await createCourse(t.db, {
        institutionId: institution.id,
        teacherId: teacher.id,
        name: 'Dogs',
        expiresInDays: -1,
        today,
      }),
    };
    const colleagues = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: colleague.id,
      name: 'Owls',
      today,
    });
    const other = await createSchool(t.db, 'Other');
    const elsewhere = await createCourse(t.db, {
      institutionId: other.institution.id,
      teacherId: other.teacher.id,
      name: 'Elsewhere',
      today,
    });

    const present = await createStudents(t.db, { institutionId: institution.id, count: 4 });
    const left = await createStudents(t.db, { institutionId: institution.id, count: 2, active: false });
    await enrol(t.db, own.soon, [...present, ...left]);
    await enrol(t.db, own.later, present.slice(0, 1));
    return { admin, teacher, colleague, own, colleagues, other, elsewhere };
  }

  it('gives a teacher their own classes, active and expired, with seat counts', async () => {
    const { teacher, own } = await twoSchools();
    const list = await classList(teacher.email);

    expect(list.active.map((c) => c.course_name)).toEqual(['Cats', 'Bees', 'Ants']);
    expect(list.expired.map((c) => c.course_name)).toEqual(['Dogs']);
    const bees = list.active.find((c) => c.courseid === own.soon.id)!;
    // Two of the six enrolled students are no longer active: they do not take a seat.
    expect(bees).toMatchObject({
      student_limit: 5,
      occupied: 4,
      available: 1,
      expiring: true,
      teacher_name: teacher.name,
    });
    expect(bees.expiry_date).toBe(own.soon.expiryDate);
    expect(list.active.find((c) => c.course_name === 'Ants')).toMatchObject({
      occupied: 1,
      available: 29,
      expiring: false,
      grade_tag: 'summer',
      type: 'regular',
    });
    expect(list.active.find((c) => c.course_name === 'Cats')?.expiring).toBe(true);
    expect(list.expired[0]).toMatchObject({ expiring: false, occupied: 0 });
  });

  it('gives an administrator every class of the institution and nothing of another', async () => {
    const { admin, own, colleagues, elsewhere } = await twoSchools();
    const list = await classList(admin.email);
    const ids = [...list.active, ...list.expired].map((c) => c.courseid);
    expect(ids.sort()).toEqual([own.soon.id, own.later.id, own.lastDay.id, own.ended.id, colleagues.id].sort());
    expect(ids).not.toContain(elsewhere.id);
  });

  it('never shows one school a class of another', async () => {
    const { other, elsewhere } = await twoSchools();
    const list = await classList(other.teacher.email);
    expect(list.active.map((c) => c.courseid)).toEqual([elsewhere.id]);
    expect(list.expired).toEqual([]);
    expect((await classList(other.admin.email)).active.map((c) => c.courseid)).toEqual([elsewhere.id]);
  });

  it('moves a class to the expired list once its expiry date has passed', async () => {
    const today = t.clock();
    const { teacher, institution } = await createSchool(t.db);
    await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, expiresInDays: 0, today });
    expect((await classList(teacher.email)).active).toHaveLength(1);
    t.clock.advance(24 * 3_600_000);
    const list = await classList(teacher.email);
    expect(list.active).toHaveLength(0);
    expect(list.expired).toHaveLength(1);
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/course/list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/course/info/{courseid}', () => {
  const info = async (email: string, courseId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/course/info/${courseId}`, headers: await signIn(t, email) });

  it('gives the class page frame: summary, level, state and what the caller may do', async () => {
    const today = t.clock();
    const { institution, teacher } = await createSchool(t.db);
    const course = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      name: 'Sunflowers',
      gradeTag: 'summer',
      studentLimit: 12,
      today,
    });
    const students = await createStudents(t.db, { institutionId: institution.id, count: 3 });
    await enrol(t.db, course, students);
    const response = await info(teacher.email, course.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      course: {
        courseid: course.id,
        course_name: 'Sunflowers',
        type: 'regular',
        grade_tag: 'summer',
        teacher_id: teacher.id,
        teacher_name: teacher.name,
        student_limit: 12,
        occupied: 3,
        available: 9,
        start_date: course.startDate,
        expiry_date: course.expiryDate,
        expiring: false,
        level: null,
        state: 'active',
        abilities: { change: true },
      },
    });
  });

  it('says when a class is expiring or expired, and that an expired one may not change', async () => {
    const today = t.clock();
    const { institution, teacher } = await createSchool(t.db);
    const soon = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      expiresInDays: 5,
      today,
    });
    const ended = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      expiresInDays: -1,
      today,
    });
    expect((await info(teacher.email, soon.id)).json().course).toMatchObject({
      state: 'expiring',
      expiring: true,
      abilities: { change: true },
    });
    expect((await info(teacher.email, ended.id)).json().course).toMatchObject({
      state: 'expired',
      expiring: false,
      abilities: { change: false },
    });
  });

  it("answers 404 for a colleague's class to a teacher, for another school's class and for an unknown id", async () => {
    const today = t.clock();
    const { institution, admin, teacher } = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await createCourse(t.db, { institutionId: institution.id, teacherId: colleague.id, today });
    const other = await createSchool(t.db);
    const elsewhere = await createCourse(t.db, {
      institutionId: other.institution.id,
      teacherId: other.teacher.id,
      today,
    });

    expect((await info(teacher.email, theirs.id)).statusCode).toBe(404);
    expect((await info(admin.email, theirs.id)).statusCode).toBe(200);
    expect((await info(admin.email, elsewhere.id)).json()).toMatchObject({ code: 'common.not_found' });
    expect((await info(teacher.email, 987_654)).statusCode).toBe(404);
    expect((await info(teacher.email, 'abc')).json()).toMatchObject({ code: 'common.validation' });
  });
});
