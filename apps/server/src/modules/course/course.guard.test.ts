import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

const statements: string[] = [];
const t = useTestApp({ logQuery: (query) => statements.push(query) });

/** The statements the app sends while answering one request. */
async function statementsOf(request: InjectOptions) {
  statements.length = 0;
  const response = await t.app.inject(request);
  return { response, sent: [...statements] };
}

describe('the class guard reads the class with the session', () => {
  it('answers a kept roster with one statement: the session, the class and its revision', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    await enrol(t.db, course, await createStudents(t.db, { institutionId: institution.id, count: 3 }));
    const headers = await signIn(t, teacher.email);
    const url = `/api/stu/list/${course.id}`;

    const first = await statementsOf({ method: 'GET', url, headers });
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json<{ record: unknown[] }>().record).toHaveLength(3);

    const kept = await statementsOf({ method: 'GET', url, headers });
    expect(kept.response.body).toBe(first.response.body);
    expect(kept.sent).toHaveLength(1);
    expect(kept.sent[0]).toMatch(/from "sessions"/);
    expect(kept.sent[0]).toMatch(/left join "courses"/);
  });

  it('refuses a colleague’s class and another school’s from that one statement, and changes nothing in an expired class', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const colleague = await createStaff(t.db, { institutionId: institution.id, name: 'Colleague' });
    const theirs = await createCourse(t.db, { institutionId: institution.id, teacherId: colleague.id });
    const elsewhere = await createSchool(t.db);
    const foreign = await createCourse(t.db, {
      institutionId: elsewhere.institution.id,
      teacherId: elsewhere.teacher.id,
    });
    const expired = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      expiresInDays: -1,
      today: t.clock(),
    });
    const headers = await signIn(t, teacher.email);

    for (const id of [theirs.id, foreign.id, 987_654]) {
      const { response, sent } = await statementsOf({ method: 'GET', url: `/api/dashboard/${id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'common.not_found' });
      expect(sent).toHaveLength(1);
    }

    const change = await statementsOf({
      method: 'POST',
      url: `/api/course/asgmt/auto/${expired.id}`,
      headers,
      payload: { enabled: true },
    });
    expect(change.response.json()).toMatchObject({ code: 'course.expired' });
    expect(change.sent).toHaveLength(1);
  });

  it('reads the session alone where the route names no class, and a class named by another parameter after it', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const list = await statementsOf({ method: 'GET', url: '/api/course/list', headers });
    expect(list.response.statusCode).toBe(200);
    expect(list.sent[0]).toMatch(/from "sessions"/);
    expect(list.sent[0]).not.toMatch(/"courses"/);

    const from = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    const to = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
    await enrol(t.db, from, await createStudents(t.db, { institutionId: institution.id, count: 2 }));
    const copyList = await t.app.inject({ method: 'GET', url: `/api/stu/copylist/${from.id}/${to.id}`, headers });
    expect(copyList.statusCode).toBe(200);
    expect(copyList.json<{ record: unknown[] }>().record).toHaveLength(2);
  });
});
