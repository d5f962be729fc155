import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, students } from '../db/schema/index.js';
import { classroom } from '../modules/roster/roster.fixtures.js';
import { createStudents, enrol, type Student } from './fixtures.js';
import { useTestApp } from './harness.js';

/**
 * Inputs that once reached the database (ids beyond 32 bits, NUL, lone surrogates) or were read
 * loosely as other ids (true as 1, "0x10" as 16, "1e1" as 10): each is refused by the contract
 * with common.validation, and nothing changes.
 */
describe('hostile input refused by the contracts', () => {
  const t = useTestApp();
  let room: Awaited<ReturnType<typeof classroom>>;
  let waiting: Student[];
  let member: Student;

  beforeAll(async () => {
    room = await classroom(t, { studentLimit: 100 });
    // Students of the school, not in the class, numbered so that loosely read ids (1, 10, 16) are among them.
    waiting = await createStudents(t.db, { institutionId: room.institution.id, count: 20 });
    member = (await createStudents(t.db, { institutionId: room.institution.id, count: 1 }))[0]!;
    await enrol(t.db, room.course, [member]);
  });

  const validation = { status: 'error', code: 'common.validation', message: 'Some fields are missing or not valid.' };
  const classSize = async () =>
    (await t.db.select().from(enrolments).where(eq(enrolments.courseId, room.course.id))).length;

  it('refuses ids of 2^31 and more in paths and bodies', async () => {
    for (const url of [`/api/stu/list/2147483648`, `/api/course/info/9007199254740993`, `/api/stu/list/1e309`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: room.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(validation);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/course/student/redoplacement/true',
      headers: room.headers,
      payload: { stuids: [member.id, 2 ** 31] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('reads ids as decimal integers only, and enrols nobody for anything else', async () => {
    expect(waiting.map((s) => s.id)).toEqual(expect.arrayContaining([1, 10, 16]));
    const before = await classSize();
    const loose: unknown[] = [true, '0x10', '1e1', ' 1', '+1', '1.0', 1.5, { id: 1 }, [[1]], '１'];
    for (const stuids of loose) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/stu/adduser/${room.course.id}`,
        headers: room.headers,
        payload: { stuids },
      });
      expect(response.statusCode, JSON.stringify(stuids)).toBe(400);
      expect(response.json()).toMatchObject(validation);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/stu/adduser/${room.course.id}`,
      headers: { ...room.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'stuids=1&stuids=0x10',
    });
    expect(form.statusCode).toBe(400);
    expect(await classSize()).toBe(before);

    // Decimal ids still work, as JSON numbers, text, form fields and comma lists.
    const [first, second, third] = waiting;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/stu/adduser/${room.course.id}`,
      headers: { ...room.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `stuids=${first!.id},${second!.id}&stuids=${third!.id}`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await classSize()).toBe(before + 3);
  });

  it('refuses a NUL character before the database sees it, signed in or not', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b', password: 'secret' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject(validation);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/stu/search/${room.course.id}/a%00b`,
      headers: room.headers,
    });
    expect(search.statusCode).toBe(400);
  });

  it('refuses a lone surrogate in remarks and keeps the student as they were', async () => {
    const student = member;
    const [before] = await t.db.select().from(students).where(eq(students.id, student.id));
    for (const remarks of ['x\ud800', '\udc00', 'a\u0000b']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/stu/modify/${room.course.id}/${student.id}`,
        headers: room.headers,
        payload: { remarks },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(validation);
    }
    const [after] = await t.db.select().from(students).where(eq(students.id, student.id));
    expect(after).toEqual(before);
  });

  it('refuses dates that do not exist', async () => {
    for (const start of ['2023-02-30', '0000-01-01', '2024-13-01']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/course/asgmt/set/${room.course.id}`,
        headers: room.headers,
        payload: { name: 'Week', start_date: start, end_date: start, difficulty: 1, resourceids: [1], stuids: [1] },
      });
      expect(response.statusCode, start).toBe(400);
      expect(response.json()).toMatchObject(validation);
    }
  });
});
