import { describe, expect, it } from 'vitest';
import {
  createCourse,
  createSchool,
  createStudents,
  enrol,
  setParentAccount,
  TEST_PASSWORD,
} from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

/** Every way a password is changed or reset ends the person's other sessions; the one who changed their own keeps theirs. */
describe('a changed password ends every other session', () => {
  const t = useTestApp();

  type Headers = Record<string, string>;
  const post = (url: string, payload: Record<string, unknown>, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Asks for the forgot-password mail and answers the link's token. */
  async function resetToken(email: string): Promise<string> {
    const before = t.mailer.sent.length;
    expect((await post('/api/auth/forgot', { email })).statusCode).toBe(200);
    const mail = t.mailer.sent.slice(before).find((sent) => sent.to === email);
    return /resetpassword\/id=([^/]+)\/email=/.exec(mail!.text)![1]!;
  }

  async function resetPassword(email: string, password: string) {
    const id = await resetToken(email);
    const response = await post('/api/auth/resetpassword', { id, email, password, confirm: password });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function studentIn() {
    const school = await createSchool(t.db);
    const course = await createCourse(t.db, { institutionId: school.institution.id, teacherId: school.teacher.id });
    const [student] = await createStudents(t.db, { institutionId: school.institution.id, count: 1 });
    await enrol(t.db, course, [student!]);
    const signInStudent = async (password = TEST_PASSWORD) => {
      const body = { school: school.institution.schoolCode, account: student!.account, password };
      const response = await post('/api/learner/login', body);
      expect(response.statusCode, response.body).toBe(200);
      return bearer(response.json().token);
    };
    return { ...school, course, student: student!, signInStudent };
  }

  it('a staff member who changes their password keeps this session; the others end', async () => {
    const { teacher } = await createSchool(t.db);
    const here = await signIn(t, teacher.email);
    const elsewhere = await signIn(t, teacher.email);
    const changed = await post(
      '/api/account/password',
      { current: TEST_PASSWORD, password: 'brand-new', confirm: 'brand-new' },
      here,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('/api/auth/me', here)).statusCode).toBe(200);
    expect((await get('/api/auth/me', elsewhere)).statusCode).toBe(401);
  });

  it("a staff member's forgotten-password reset ends every session", async () => {
    const { teacher } = await createSchool(t.db);
    const before = await signIn(t, teacher.email);
    await resetPassword(teacher.email, 'brand-new');
    expect((await get('/api/auth/me', before)).statusCode).toBe(401);
    expect((await get('/api/auth/me', await signIn(t, teacher.email, 'brand-new'))).statusCode).toBe(200);
  });

  it("a teacher setting a student's password ends the student's sessions", async () => {
    const { teacher, course, student, signInStudent } = await studentIn();
    const studentSession = await signInStudent();
    const teacherSession = await signIn(t, teacher.email);
    const untouched = await studentIn();
    const otherStudent = await untouched.signInStudent();

    const set = await post(`/api/stu/modify/${course.id}/${student.id}`, { password: 'brand-new-1' }, teacherSession);
    expect(set.statusCode, set.body).toBe(200);
    expect((await get('/api/learner/library', studentSession)).statusCode).toBe(401);
    expect((await get('/api/learner/library', await signInStudent('brand-new-1'))).statusCode).toBe(200);
    // Only that student: the teacher and other students stay signed in, and an edit without a password ends nothing.
    expect((await get('/api/auth/me', teacherSession)).statusCode).toBe(200);
    expect((await get('/api/learner/library', otherStudent)).statusCode).toBe(200);
    const renewed = await signInStudent('brand-new-1');
    await post(`/api/stu/modify/${course.id}/${student.id}`, { username: 'Renamed' }, teacherSession);
    expect((await get('/api/learner/library', renewed)).statusCode).toBe(200);
  });

  it("a student's password reset with the pictures ends the student's sessions", async () => {
    const { institution, student, signInStudent } = await studentIn();
    const session = await signInStudent();
    await post('/api/learner/picture/set', { pictures: [2, 8] }, session);
    const reset = await post('/api/learner/picture/reset', {
      school: institution.schoolCode,
      account: student.account,
      pictures: [8, 2],
      password: 'brand-new-2',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get('/api/learner/library', session)).statusCode).toBe(401);
  });

  it("a parent's password reset ends the parent's sessions", async () => {
    const { student } = await studentIn();
    const email = `family-${student.id}@home.test`;
    await setParentAccount(t.db, student, email);
    await resetPassword(email, 'parent-pass');
    const login = await post('/api/parent/login', { email, password: 'parent-pass' });
    expect(login.statusCode, login.body).toBe(200);
    const session = bearer(login.json().token);
    expect((await get('/api/parent/children', session)).statusCode).toBe(200);

    await resetPassword(email, 'parent-pass-2');
    expect((await get('/api/parent/children', session)).statusCode).toBe(401);
    const again = await post('/api/parent/login', { email, password: 'parent-pass-2' });
    expect((await get('/api/parent/children', bearer(again.json().token))).statusCode).toBe(200);
  });
});
