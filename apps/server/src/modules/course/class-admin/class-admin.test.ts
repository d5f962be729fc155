import { type CourseOptionsResponse, type CourseSummary, courseOptionsResponse } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseLibraries, courses, institutions } from '../../../db/schema/index.js';
import { addDays, calendarDate } from '../../../lib/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../../test/fixtures.js';
import { signIn, useTestApp } from '../../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue, subscribe } from '../../catalogue/catalogue.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

const day = (offset: number) => calendarDate(addDays(t.clock(), offset));

async function school() {
  const { institution, admin, teacher } = await createSchool(t.db);
  await subscribe(t.db, institution.id, [catalogue.packageId('garden'), catalogue.packageId('ocean')]);
  return { institution, admin, teacher, headers: await signIn(t, admin.email) };
}

const body = (teacherId: number, changes: Record<string, unknown> = {}) => ({
  course_name: 'Hummingbirds',
  type: 'regular',
  grade_tag: 'grade3',
  teacher_id: teacherId,
  student_limit: 25,
  start_date: day(0),
  expiry_date: day(120),
  ...changes,
});

async function post(url: string, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function classList(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
  return response.json<{ active: CourseSummary[]; expired: CourseSummary[] }>();
}

async function auditRows(institutionId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.institutionId, institutionId)).orderBy(auditLog.id);
}

describe('POST /api/course/create', () => {
  it('creates a class with its library and records who created it', async () => {
    const { institution, admin, teacher, headers } = await school();
    const garden = catalogue.packageId('garden');
    const response = await post('/api/course/create', headers, body(teacher.id, { pkgid: garden }));
    expect(response.statusCode).toBe(200);
    const { courseid } = response.json<{ courseid: number }>();

    const list = await classList(headers);
    const created = list.active.find((course) => course.courseid === courseid)!;
    expect(created).toMatchObject({
      course_name: 'Hummingbirds',
      teacher_name: teacher.name,
      student_limit: 25,
      occupied: 0,
      grade_tag: 'grade3',
      expiry_date: day(120),
    });
    const [library] = await t.db.select().from(courseLibraries).where(eq(courseLibraries.courseId, courseid));
    expect(library).toMatchObject({ institutionId: institution.id, packageId: garden, collectionId: null });

    const [entry] = await auditRows(institution.id);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: 'course.create',
      entity: 'course',
      entityId: courseid,
      courseId: courseid,
      before: null,
      after: expect.objectContaining({
        name: 'Hummingbirds',
        teacher: teacher.name,
        student_limit: 25,
        library: 'Garden Readers',
      }),
    });
  });

  it('answers a repeat with the same idempotency key once, creating one class', async () => {
    const { institution, teacher, headers } = await school();
    const keyed = { ...headers, 'idempotency-key': 'create-once' };
    const first = await post('/api/course/create', keyed, body(teacher.id));
    const again = await post('/api/course/create', keyed, body(teacher.id));
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(courses).where(eq(courses.institutionId, institution.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses dates out of order, an expired new class, a limit above the quota, a taken name', async () => {
    const { institution, teacher, headers } = await school();
    await t.db.update(institutions).set({ studentQuota: 100 }).where(eq(institutions.id, institution.id));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ start_date: day(10), expiry_date: day(9) }, 400, 'course.dates_invalid'],
      [{ start_date: day(-30), expiry_date: day(-1) }, 400, 'course.dates_invalid'],
      [{ student_limit: 101 }, 400, 'course.limit_above_quota'],
      [{ grade_tag: 'grade9' }, 400, 'common.validation'],
      [{ course_name: '   ' }, 400, 'common.validation'],
      [{ student_limit: 0 }, 400, 'common.validation'],
    ];
    for (const [changes, status, code] of cases) {
      const response = await post('/api/course/create', headers, body(teacher.id, changes));
      expect({ changes, status: response.statusCode, code: response.json().code }).toEqual({ changes, status, code });
    }
    expect((await post('/api/course/create', headers, body(teacher.id, { student_limit: 100 }))).statusCode).toBe(200);
    const taken = await post('/api/course/create', headers, body(teacher.id, { course_name: ' hummingBIRDS ' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('course.name_exists');
    expect(await t.db.select().from(courses).where(eq(courses.institutionId, institution.id))).toHaveLength(1);
    expect(await auditRows(institution.id)).toHaveLength(1);
  });

  it('takes only an active teacher of the school and a package it subscribes to', async () => {
    const { institution, admin, headers } = await school();
    const suspended = await createStaff(t.db, { institutionId: institution.id, status: 'suspended' });
    const other = await createSchool(t.db, 'Other');
    const refused: [number, Record<string, unknown>, number, string][] = [
      [suspended.id, {}, 409, 'course.teacher_unavailable'],
      [admin.id, {}, 409, 'course.teacher_unavailable'],
      [other.teacher.id, {}, 404, 'common.not_found'],
      [
        (await createStaff(t.db, { institutionId: institution.id })).id,
        { pkgid: catalogue.packageId('space') },
        404,
        'library.not_available',
      ],
    ];
    for (const [teacherId, changes, status, code] of refused) {
      const response = await post('/api/course/create', headers, body(teacherId, changes));
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    }
    expect(await t.db.select().from(courses).where(eq(courses.institutionId, institution.id))).toHaveLength(0);
  });

  it('is for administrators: a teacher is refused', async () => {
    const { institution, teacher } = await school();
    const response = await post('/api/course/create', await signIn(t, teacher.email), body(teacher.id));
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(courses).where(eq(courses.institutionId, institution.id))).toHaveLength(0);
  });
});

describe('POST /api/course/edit/:courseid', () => {
  async function classWithStudents(active: number) {
    const world = await school();
    const course = await createCourse(t.db, {
      institutionId: world.institution.id,
      teacherId: world.teacher.id,
      name: 'Otters',
      studentLimit: 10,
      today: t.clock(),
    });
    await enrol(t.db, course, await createStudents(t.db, { institutionId: world.institution.id, count: active }));
    await enrol(
      t.db,
      course,
      await createStudents(t.db, { institutionId: world.institution.id, count: 2, active: false }),
    );
    return { ...world, course };
  }

  it('changes the limit, teacher and library, and records the changed fields before and after', async () => {
    const { institution, course, headers } = await classWithStudents(4);
    const next = await createStaff(t.db, { institutionId: institution.id, name: 'Next Teacher' });
    const ocean = catalogue.packageId('ocean');
    const changes = body(next.id, {
      course_name: 'Otters',
      grade_tag: 'grade3',
      student_limit: 4,
      start_date: course.startDate,
      expiry_date: course.expiryDate,
      pkgid: ocean,
    });
    const response = await post(`/api/course/edit/${course.id}`, headers, changes);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ studentLimit: 4, teacherId: next.id });
    const [entry] = await auditRows(institution.id);
    expect(entry).toMatchObject({
      action: 'course.update',
      entityId: course.id,
      before: { student_limit: 10, teacher: 'Test Teacher', library: null },
      after: { student_limit: 4, teacher: 'Next Teacher', library: 'Ocean Readers' },
    });

    // The same values again change nothing and record nothing.
    expect((await post(`/api/course/edit/${course.id}`, headers, changes)).statusCode).toBe(200);
    expect(await auditRows(institution.id)).toHaveLength(1);
  });

  it('refuses a limit below the active students already in the class', async () => {
    const { institution, teacher, course, headers } = await classWithStudents(4);
    const response = await post(
      `/api/course/edit/${course.id}`,
      headers,
      body(teacher.id, { course_name: 'Otters', student_limit: 3, start_date: course.startDate }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'course.limit_below_students', details: { occupied: 4 } });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.studentLimit).toBe(10);
    expect(await auditRows(institution.id)).toHaveLength(0);
  });

  it('keeps the teacher a class has even when they are no longer active, and may extend an expired class', async () => {
    const { institution, admin } = await school();
    const gone = await createStaff(t.db, { institutionId: institution.id, status: 'suspended', name: 'Gone' });
    const ended = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: gone.id,
      name: 'Old',
      expiresInDays: -5,
      today: t.clock(),
    });
    const response = await post(
      `/api/course/edit/${ended.id}`,
      await signIn(t, admin.email),
      body(gone.id, { course_name: 'Old', start_date: ended.startDate, expiry_date: day(60) }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, ended.id));
    expect(row?.expiryDate).toBe(day(60));
  });

  it("answers 404 for another school's class and 403 for a teacher, changing nothing", async () => {
    const { teacher, headers, course } = await classWithStudents(1);
    const other = await createSchool(t.db, 'Other');
    const elsewhere = await createCourse(t.db, { institutionId: other.institution.id, teacherId: other.teacher.id });
    const foreign = await post(`/api/course/edit/${elsewhere.id}`, headers, body(teacher.id));
    expect(foreign.statusCode).toBe(404);
    const byTeacher = await post(`/api/course/edit/${course.id}`, await signIn(t, teacher.email), body(teacher.id));
    expect(byTeacher.statusCode).toBe(403);
    const [row] = await t.db
      .select()
      .from(courses)
      .where(and(eq(courses.id, elsewhere.id), eq(courses.institutionId, other.institution.id)));
    expect(row?.name).toBe(elsewhere.name);
  });
});

describe('GET /api/course/options', () => {
  it("offers the school's active teachers, its packages, its quota in use and each class's library", async () => {
    const { institution, teacher, headers } = await school();
    await createStaff(t.db, { institutionId: institution.id, status: 'suspended', name: 'Away' });
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today: t.clock() });
    await t.db
      .insert(courseLibraries)
      .values({ courseId: course.id, institutionId: institution.id, packageId: catalogue.packageId('garden') });
    const [a, b] = await createStudents(t.db, { institutionId: institution.id, count: 2 });
    await enrol(t.db, course, [a!, b!]);
    await createStudents(t.db, { institutionId: institution.id, count: 1, active: false });

    const response = await t.app.inject({ method: 'GET', url: '/api/course/options', headers });
    expect(response.statusCode).toBe(200);
    const options: CourseOptionsResponse = courseOptionsResponse.parse(response.json());
    expect(options.teachers).toEqual([{ userid: teacher.id, name: teacher.name }]);
    expect(options.packages.map((p) => p.name)).toEqual(['Garden Readers', 'Ocean Readers']);
    expect(options).toMatchObject({ quota: 400, quota_used: 2 });
    expect(options.libraries).toEqual([
      { courseid: course.id, colid: catalogue.packageColid('garden'), name: 'Garden Readers' },
    ]);
  });
});
