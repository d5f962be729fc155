import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.js';
import { createSchool, createStudents, setParentAccount } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { learnerSchool, signInStudent } from '../learner/learner.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

let family = 0;
const newEmail = () => `parent${++family}-${Math.random().toString(36).slice(2, 6)}@family.test`;

/** Asks for the forgot-password mail and sets the password from its link, as a parent would. */
async function setParentPassword(email: string, password = 'parent-pass') {
  const sentBefore = t.mailer.sent.length;
  const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
  expect(forgot.statusCode).toBe(200);
  const mails = t.mailer.sent.slice(sentBefore).filter((mail) => mail.to === email);
  expect(mails).toHaveLength(1);
  const id = /resetpassword\/id=([^/]+)\/email=/.exec(mails[0]!.text)![1]!;
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/resetpassword',
    payload: { id, email, password, confirm: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

async function parentLogin(email: string, password = 'parent-pass') {
  return t.app.inject({ method: 'POST', url: '/api/parent/login', payload: { email, password } });
}

async function signInParent(email: string) {
  const response = await parentLogin(email);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

/** A class with two children of one family (the e-mail typed in mixed case for one) and a child of another. */
async function families() {
  const school = await learnerSchool(t, catalogue, { students: 3 });
  const email = newEmail();
  const [first, second, other] = school.students as [
    (typeof school.students)[number],
    (typeof school.students)[number],
    (typeof school.students)[number],
  ];
  await setParentAccount(t.db, first, email);
  await setParentAccount(t.db, second, email.toUpperCase());
  await setParentAccount(t.db, other, newEmail());
  return { ...school, email, first, second, other };
}

describe('parent sign-in', () => {
  it('sets the password through the forgot-password mail, then signs in', async () => {
    const { email } = await families();
    expect((await parentLogin(email)).statusCode).toBe(401);
    await setParentPassword(email);
    expect((await parentLogin(email.toUpperCase())).statusCode).toBe(200);
    const wrong = await parentLogin(email, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth.invalid_credentials');
  });

  it('leaves staff password resets working', async () => {
    const { teacher } = await createSchool(t.db);
    await setParentPassword(teacher.email, 'teacher-new');
    expect((await signIn(t, teacher.email, 'teacher-new')).authorization).toMatch(/^Bearer /);
  });

  it('sends no mail for an e-mail that is nobody’s', async () => {
    const before = t.mailer.sent.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: newEmail() } });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('a parent token opens neither staff nor student routes, and a staff token no parent route', async () => {
    const { email, teacher } = await families();
    await setParentPassword(email);
    const headers = await signInParent(email);
    for (const url of ['/api/course/list', '/api/learner/library']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    const staff = await signIn(t, teacher.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: staff });
    expect(response.statusCode).toBe(403);
  });
});

describe("a parent's children", () => {
  it("shows each child's books read, minutes and rewards over the last 30 days", async () => {
    const school = await families();
    await t.db.update(students).set({ exp: 40, tickets: 3 }).where(eq(students.id, school.first.id));
    const studentHeaders = await signInStudent(t, school.institution.schoolCode, school.first.account);
    const report = (key: string, resource: string, completed: boolean, daysAgo = 0) =>
      t.app.inject({
        method: 'POST',
        url: '/api/learner/events',
        headers: studentHeaders,
        payload: {
          key,
          resourceid: catalogue.resourceId(resource),
          kind: resource === 'count-song' ? 'watch' : 'read',
          started_at: new Date(t.clock().getTime() - daysAgo * 86_400_000 - 60_000).toISOString(),
          duration_s: 240,
          pages: 10,
          completed,
        },
      });
    await report('a', 'zebra-days', false);
    await report('b', 'zebra-days', true);
    await report('c', 'count-song', true);
    await report('d', 'zebra-days', true, 31);

    await setParentPassword(school.email);
    const headers = await signInParent(school.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/parent/children', headers });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().record;
    expect(record.map((c: { stuid: number }) => c.stuid).sort()).toEqual([school.first.id, school.second.id].sort());
    const first = record.find((c: { stuid: number }) => c.stuid === school.first.id);
    expect(first).toMatchObject({
      books_read: 1,
      minutes: 12,
      assignments_assigned: 0,
      assignments_completed: 0,
      exp_earned: 0,
      exp: 40,
      tickets: 3,
    });
    const second = record.find((c: { stuid: number }) => c.stuid === school.second.id);
    expect(second).toMatchObject({ books_read: 0, minutes: 0 });

    const one = await t.app.inject({ method: 'GET', url: `/api/parent/children/${school.first.id}`, headers });
    expect(one.json().child.stuid).toBe(school.first.id);
  });

  it("answers 404 for another family's child and for another school's", async () => {
    const school = await families();
    const elsewhere = await createSchool(t.db);
    await setParentPassword(school.email);
    const headers = await signInParent(school.email);
    // The same e-mail is a parent account at another school too: that child is still not this parent's here.
    const [foreign] = await createStudents(t.db, { institutionId: elsewhere.institution.id, count: 1 });
    await setParentAccount(t.db, foreign!, school.email);
    for (const stuid of [school.other.id, foreign!.id]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/parent/children/${stuid}`, headers });
      expect(response.statusCode).toBe(404);
    }
  });
});
