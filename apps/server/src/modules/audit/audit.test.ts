import { type AuditListResponse, auditListResponse } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { createFileStore } from '../../lib/file-store/create-file-store.js';
import { createCourse, createSchool, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { matrixEcho } from '../echo/answers/answers.fixtures.js';

const t = useTestApp();

const day = (offset: number) => calendarDate(addDays(t.clock(), offset));

/**
 * A school whose log holds a student added through the roster (by the teacher), a class created
 * and edited by the administrator, and an older row of another class; and another school's row.
 */
async function loggedSchool() {
  const { institution, admin, teacher } = await createSchool(t.db);
  const adminAuth = await signIn(t, admin.email);
  const teacherAuth = await signIn(t, teacher.email);
  const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today: t.clock() });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/stu/adduser/${course.id}`,
    headers: teacherAuth,
    payload: { username: 'Mei Lin', account: 'mei.lin', password: 'secret-1' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const classBody = {
    course_name: 'Herons',
    grade_tag: 'summer',
    teacher_id: teacher.id,
    student_limit: 20,
    start_date: day(0),
    expiry_date: day(90),
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/course/create',
    headers: adminAuth,
    payload: classBody,
  });
  const { courseid } = created.json<{ courseid: number }>();
  const edited = await t.app.inject({
    method: 'POST',
    url: `/api/course/edit/${courseid}`,
    headers: adminAuth,
    payload: { ...classBody, student_limit: 24 },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  await t.db.insert(auditLog).values({
    institutionId: institution.id,
    actorUserId: teacher.id,
    action: 'student.update',
    entity: 'student',
    entityId: null,
    courseId: course.id,
    at: addDays(t.clock(), -10),
  });
  const other = await createSchool(t.db, 'Other');
  await t.db.insert(auditLog).values({
    institutionId: other.institution.id,
    actorUserId: other.admin.id,
    action: 'course.create',
    entity: 'course',
    at: t.clock(),
  });
  return { institution, admin, teacher, adminAuth, teacherAuth, course, courseid };
}

async function list(headers: Record<string, string>, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `/api/account/audit?${search}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponse.parse(response.json()) as AuditListResponse;
}

describe('GET /api/account/audit', () => {
  it("lists the school's changes newest first with who made them, roster rows included", async () => {
    const { admin, teacher, adminAuth, course, courseid } = await loggedSchool();
    const log = await list(adminAuth);
    expect(log.total).toBe(4);
    expect(log.record.map((entry) => [entry.action, entry.user_name])).toEqual([
      ['course.update', admin.name],
      ['course.create', admin.name],
      ['student.create', teacher.name],
      ['student.update', teacher.name],
    ]);
    expect(log.record[0]).toMatchObject({
      entity: 'course',
      entity_id: courseid,
      entity_name: 'Herons',
      course_name: 'Herons',
      before: { student_limit: 20 },
      after: { student_limit: 24 },
    });
    expect(log.record[2]).toMatchObject({ entity: 'student', entity_name: 'Mei Lin', courseid: course.id });
    expect(log.people.map((person) => person.name).sort()).toEqual([admin.name, teacher.name].sort());
    expect(log.actions).toEqual(['course.create', 'course.update', 'student.create', 'student.update']);
  });

  it("names a changed quiz by its name and a changed answer by its student's, as they are now", async () => {
    const { institution, teacher, adminAuth, course } = await loggedSchool();
    const [pupil] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await enrol(t.db, course, [pupil!]);
    const echo = await matrixEcho(t.db, createFileStore(t.config), {
      institutionId: institution.id,
      courseId: course.id,
      studentId: pupil!.id,
      teacherId: teacher.id,
      today: t.clock(),
      name: 'Spoken week',
    });
    const row = { institutionId: institution.id, actorUserId: teacher.id, courseId: course.id, at: t.clock() };
    await t.db.insert(auditLog).values([
      { ...row, action: 'quiz.update', entity: 'quiz', entityId: echo.quizId },
      { ...row, action: 'answer.score', entity: 'answer', entityId: echo.answerId },
    ]);
    const named = (await list(adminAuth, { userid: teacher.id })).record
      .filter((entry) => entry.entity === 'quiz' || entry.entity === 'answer')
      .map((entry) => [entry.entity, entry.entity_name]);
    expect(named.sort()).toEqual([
      ['answer', pupil!.username],
      ['quiz', 'Spoken week'],
    ]);
  });

  it('filters by who, what, action, class and days, and pages', async () => {
    const { teacher, adminAuth, course, courseid } = await loggedSchool();
    const actions = async (query: Record<string, string | number>) =>
      (await list(adminAuth, query)).record.map((entry) => entry.action);
    expect(await actions({ userid: teacher.id })).toEqual(['student.create', 'student.update']);
    expect(await actions({ entity: 'course' })).toEqual(['course.update', 'course.create']);
    expect(await actions({ action: 'course.update' })).toEqual(['course.update']);
    expect(await actions({ courseid })).toEqual(['course.update', 'course.create']);
    expect(await actions({ courseid: course.id, from: day(-1) })).toEqual(['student.create']);
    expect(await actions({ from: day(-10), to: day(-10) })).toEqual(['student.update']);
    expect(await actions({ to: day(-11) })).toEqual([]);
    const second = await list(adminAuth, { page: 2, size: 3 });
    expect([second.total, second.page, second.size, second.record.map((entry) => entry.action)]).toEqual([
      4,
      2,
      3,
      ['student.update'],
    ]);
  });

  it('refuses teachers and bad filters', async () => {
    const { teacherAuth, adminAuth } = await loggedSchool();
    const teacher = await t.app.inject({ method: 'GET', url: '/api/account/audit', headers: teacherAuth });
    expect(teacher.statusCode).toBe(403);
    for (const query of ['entity=teacher', 'from=2026-02-30', 'userid=abc', 'size=201']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/account/audit?${query}`, headers: adminAuth });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('GET /api/account/audit/export', () => {
  it('writes the filtered log as CSV in the language asked for, before and after in one column', async () => {
    const { adminAuth, admin } = await loggedSchool();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/audit/export?format=csv&entity=course&lang=zh-TW',
      headers: adminAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"時間","操作者","內容","班級","變更前 → 變更後","支援模式"');
    expect(lines).toHaveLength(3);
    // Each entry in the words the page shows it in: a sentence with names, fields by name.
    expect(lines[1]).toContain(`"${admin.name}","${admin.name} 修改了班級「Herons」","Herons","啟用學生上限: 20 → 24"`);
    expect(lines[2]).toContain(`${admin.name} 建立了班級「Herons」`);
    expect(lines[1]).toMatch(/^"\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}"/);
  });

  it('writes XLSX by default, and is for administrators only', async () => {
    const { adminAuth, teacherAuth } = await loggedSchool();
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/account/audit/export', headers: adminAuth });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await t.app.inject({ method: 'GET', url: '/api/account/audit/export', headers: teacherAuth });
    expect(refused.statusCode).toBe(403);
  });
});
