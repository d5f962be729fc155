import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.js';
import { createSchool, createStudents, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../catalogue/catalogue.fixtures.js';
import { SIGN_IN_LIMITS } from '../session/index.js';
import { learnerSchool, signInStudent } from './learner.fixtures.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/learner/login', payload, remoteAddress: ip });

async function oneStudent() {
  const { institution } = await createSchool(t.db);
  const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
  return { institution, student: student! };
}

describe('student sign-in', () => {
  it('signs in with school code, account and password, in any case of the code', async () => {
    const { institution, student } = await oneStudent();
    const response = await login({
      school: institution.schoolCode.toLowerCase(),
      account: student.account,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      token: expect.any(String),
      student: { stuid: student.id, username: student.username, avatar: 'user01', picture_password_set: false },
    });
  });

  it("signs in with the login number and the school's code, never with the number alone", async () => {
    const { institution, student } = await oneStudent();
    const other = await oneStudent();
    const pin = String(Math.floor(Math.random() * 1e9)).padStart(9, '7');
    await t.db.update(students).set({ pin }).where(eq(students.id, student.id));
    const response = await login({ school: institution.schoolCode.toLowerCase(), pin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().student.stuid).toBe(student.id);

    const alone = await login({ pin });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().code).toBe('common.validation');
    const elsewhere = await login({ school: other.institution.schoolCode, pin });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('learner.invalid_credentials');
  });

  it('answers a wrong password, an unknown account, another school and an unknown pin the same way', async () => {
    const { institution, student } = await oneStudent();
    const other = await oneStudent();
    for (const payload of [
      { school: institution.schoolCode, account: student.account, password: 'wrong-password' },
      { school: institution.schoolCode, account: 'nobody', password: TEST_PASSWORD },
      { school: other.institution.schoolCode, account: student.account, password: TEST_PASSWORD },
      { school: institution.schoolCode, pin: '000000000001' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('learner.invalid_credentials');
    }
  });

  it('refuses a non-active student who knows the password', async () => {
    const { institution } = await createSchool(t.db);
    const [student] = await createStudents(t.db, { institutionId: institution.id, count: 1, active: false });
    const response = await login({
      school: institution.schoolCode,
      account: student!.account,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('learner.inactive');
  });

  it('refuses further attempts on an account from an address after too many failures, even with the right password', async () => {
    const { institution, student } = await oneStudent();
    const attempt = (password: string) =>
      login({ school: institution.schoolCode, account: student.account, password }, '10.1.0.1');
    for (let i = 0; i < SIGN_IN_LIMITS.password.pair.budget; i++) await attempt('wrong-password');
    const response = await attempt(TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
  });
});

describe('token kinds', () => {
  it('a student token opens no staff route and a staff token no learner route', async () => {
    const school = await learnerSchool(t, catalogue);
    const studentHeaders = await signInStudent(t, school.institution.schoolCode, school.students[0]!.account);
    const staffHeaders = await signIn(t, school.teacher.email);

    const staffRoute = await t.app.inject({ method: 'GET', url: '/api/course/list', headers: studentHeaders });
    expect(staffRoute.statusCode).toBe(403);
    const meRoute = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: studentHeaders });
    expect(meRoute.statusCode).toBe(403);
    const learnerRoute = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers: staffHeaders });
    expect(learnerRoute.statusCode).toBe(403);
    const parentRoute = await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: studentHeaders });
    expect(parentRoute.statusCode).toBe(403);
  });

  it('a deactivated student’s token stops working', async () => {
    const school = await learnerSchool(t, catalogue);
    const student = school.students[0]!;
    const headers = await signInStudent(t, school.institution.schoolCode, student.account);
    await t.db.update(students).set({ active: false }).where(eq(students.id, student.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('picture password', () => {
  const setPictures = (headers: Record<string, string>, pictures: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/learner/picture/set', headers, payload: { pictures } });
  const reset = (payload: Record<string, unknown>, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/learner/picture/reset', payload, remoteAddress: ip });

  it('is set, stored hashed, reported at sign-in, and resets the text password with the pictures in any order', async () => {
    const { institution, student } = await oneStudent();
    const school = institution.schoolCode;
    const headers = await signInStudent(t, school, student.account);
    expect((await setPictures(headers, [3, 11])).statusCode).toBe(200);

    const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.picturePasswordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await login({ school, account: student.account, password: TEST_PASSWORD });
    expect(signedIn.json().student.picture_password_set).toBe(true);

    const response = await reset({ school, account: student.account, pictures: [11, 3], password: 'new-secret' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await login({ school, account: student.account, password: 'new-secret' })).statusCode).toBe(200);
    expect((await login({ school, account: student.account, password: TEST_PASSWORD })).statusCode).toBe(401);
    // The old session ended with the password.
    const old = await t.app.inject({ method: 'GET', url: '/api/learner/library', headers });
    expect(old.statusCode).toBe(401);
  });

  it('refuses the wrong pictures, a student without pictures and a short password, changing nothing', async () => {
    const { institution, student } = await oneStudent();
    const school = institution.schoolCode;
    const noPictures = await reset({ school, account: student.account, pictures: [1, 2], password: 'new-secret' });
    expect(noPictures.json().code).toBe('learner.pictures_incorrect');

    const headers = await signInStudent(t, school, student.account);
    await setPictures(headers, [1, 2]);
    const wrong = await reset({ school, account: student.account, pictures: [1, 3], password: 'new-secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('learner.pictures_incorrect');
    const short = await reset({ school, account: student.account, pictures: [1, 2], password: 'abc' });
    expect(short.json().code).toBe('auth.password_too_short');
    expect((await login({ school, account: student.account, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('accepts only two different pictures out of twelve', async () => {
    const { institution, student } = await oneStudent();
    const headers = await signInStudent(t, institution.schoolCode, student.account);
    for (const pictures of [[1], [1, 1], [0, 12], [-1, 2], [1, 2, 3]]) {
      const response = await setPictures(headers, pictures);
      expect(response.statusCode).toBe(400);
    }
  });

  it('is rate-limited per account and address, tighter than passwords', async () => {
    const { institution, student } = await oneStudent();
    const school = institution.schoolCode;
    const headers = await signInStudent(t, school, student.account);
    await setPictures(headers, [4, 5]);
    for (let i = 0; i < SIGN_IN_LIMITS.pictures.pair.budget; i++) {
      await reset({ school, account: student.account, pictures: [0, 11], password: 'new-secret' }, '10.4.0.1');
    }
    const right = await reset(
      { school, account: student.account, pictures: [4, 5], password: 'new-secret' },
      '10.4.0.1',
    );
    expect(right.statusCode).toBe(429);
  });

  it("asks for new pictures after a teacher's reset", async () => {
    const { institution, student } = await oneStudent();
    const headers = await signInStudent(t, institution.schoolCode, student.account);
    await setPictures(headers, [6, 7]);
    await t.db.update(students).set({ picturePasswordHash: null }).where(eq(students.id, student.id));
    const response = await login({ school: institution.schoolCode, account: student.account, password: TEST_PASSWORD });
    expect(response.json().student.picture_password_set).toBe(false);
  });
});

describe('avatar', () => {
  const choose = (headers: Record<string, string>, avatar: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/learner/avatar', headers, payload: { avatar } });

  it('is chosen by the student from user01 to user10, and shown at the next sign-in', async () => {
    const { institution, student } = await oneStudent();
    const headers = await signInStudent(t, institution.schoolCode, student.account);
    const chosen = await choose(headers, 'user07');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({
      status: 'success',
      student: { stuid: student.id, username: student.username, avatar: 'user07', picture_password_set: false },
    });
    const again = await login({ school: institution.schoolCode, account: student.account, password: TEST_PASSWORD });
    expect(again.json().student.avatar).toBe('user07');
  });

  it('refuses any other value and a caller who is not a student, changing nothing', async () => {
    const { institution, student } = await oneStudent();
    const headers = await signInStudent(t, institution.schoolCode, student.account);
    for (const avatar of ['user11', 'user00', '', 7, null, '../user01']) {
      const refused = await choose(headers, avatar);
      expect(refused.statusCode, String(avatar)).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'error', code: 'common.validation' });
    }
    const { teacher } = await createSchool(t.db);
    expect((await choose(await signIn(t, teacher.email), 'user02')).statusCode).toBe(403);
    expect((await choose({}, 'user02')).statusCode).toBe(401);
    const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.avatar).toBe('user01');
  });
});
