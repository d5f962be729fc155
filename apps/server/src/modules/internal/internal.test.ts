import type { AuditEntry } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, enrolments, internalStaff, users } from '../../db/schema/index.js';
import { createCourse, createSchool, createStaff, createStudents, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { addInternalStaff, disableInternalStaff } from './index.js';

describe("the company's own staff (/internal)", () => {
  const t = useTestApp();
  type Headers = Record<string, string>;
  const post = (url: string, payload: object | undefined, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  let staffCount = 0;
  /** A staff member of the company, signed in looking at `schoolCode`. */
  async function internalSignIn(schoolCode: string) {
    const email = `support-${++staffCount}@company.test`;
    await addInternalStaff(t.db, { email, name: `Support ${staffCount}`, password: TEST_PASSWORD });
    const response = await post('/api/internal/login', { email, password: TEST_PASSWORD, school: schoolCode });
    expect(response.statusCode, response.body).toBe(200);
    return { email, response, headers: { authorization: `Bearer ${response.json().token}` } };
  }

  /** A school with a class and a student not yet in it: something to add, as support might. */
  async function schoolWithClass() {
    const school = await createSchool(t.db, 'Lakeside School');
    const course = await createCourse(t.db, { institutionId: school.institution.id, teacherId: school.teacher.id });
    const [spare] = await createStudents(t.db, { institutionId: school.institution.id, count: 1 });
    const addSpare = (headers: Headers) => post(`/api/stu/adduser/${course.id}`, { stuids: [spare!.id] }, headers);
    const enrolled = async () =>
      (
        await t.db
          .select()
          .from(enrolments)
          .where(and(eq(enrolments.courseId, course.id)))
      ).length;
    return { ...school, course, addSpare, enrolled };
  }

  it('signs in with its own accounts, as the chosen school read-only, and reads as its administrator', async () => {
    const { institution, admin, teacher, course } = await schoolWithClass();
    const { response, headers, email } = await internalSignIn(institution.schoolCode.toLowerCase());
    expect(response.json().user).toEqual({
      userid: admin.id,
      username: expect.stringMatching(/^Support /),
      email,
      permit: 'admin',
      image: '1',
      currentsLang: 'en-US',
      institution: 'Lakeside School',
      internal: { school_code: institution.schoolCode, support_reason: null },
      abilities: { manage_school: true, keep_collections: false, own_account: false },
    });
    expect((await get('/api/auth/me', headers)).json().user).toEqual(response.json().user);
    const list = await get('/api/course/list', headers);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(course.name);
    expect(
      (await get('/api/account/list', headers)).json().record.map((row: { userid: number }) => row.userid),
    ).toEqual(expect.arrayContaining([admin.id, teacher.id]));
    // A staff account's password does not open /internal, nor the reverse.
    const staffPassword = await post('/api/internal/login', { email: admin.email, password: TEST_PASSWORD });
    expect(staffPassword.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    const internalAtStaffLogin = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(internalAtStaffLogin.statusCode).toBe(401);
  });

  it('refuses every change while read-only, and audits each change in support mode with the reason', async () => {
    const school = await schoolWithClass();
    const { headers, email } = await internalSignIn(school.institution.schoolCode);
    const refused = await school.addSpare(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'internal.read_only' });
    expect(await school.enrolled()).toBe(0);

    const tooShort = await post('/api/internal/support', { reason: 'x' }, headers);
    expect(tooShort.statusCode).toBe(400);
    const on = await post('/api/internal/support', { reason: 'Ticket 4711: add the missing pupil' }, headers);
    expect(on.json().user.internal).toEqual({
      school_code: school.institution.schoolCode,
      support_reason: 'Ticket 4711: add the missing pupil',
    });
    const added = await school.addSpare(headers);
    expect(added.statusCode, added.body).toBe(200);
    expect(await school.enrolled()).toBe(1);

    const [person] = await t.db.select().from(internalStaff).where(eq(internalStaff.email, email));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, school.institution.id), eq(auditLog.internalStaffId, person!.id)));
    // The change is recorded once, by the roster in its words: not a second time as a request.
    expect(rows.filter((row) => row.entity === 'request')).toEqual([]);
    // The roster's own record of the change names the staff member and the reason too.
    expect(rows.find((row) => row.entity === 'student')).toMatchObject({
      action: 'student.enrol',
      supportReason: 'Ticket 4711: add the missing pupil',
    });

    // The school's administrators read it in their log, with the staff member and the reason.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/account/audit',
      headers: await signIn(t, school.admin.email, TEST_PASSWORD),
    });
    const supported = log.json().record.filter((entry: AuditEntry) => entry.support !== null);
    expect(supported.map((entry: AuditEntry) => entry.action)).toEqual(['student.enrol']);
    for (const entry of supported) {
      expect(entry.support).toEqual({ staff_name: person!.name, reason: 'Ticket 4711: add the missing pupil' });
    }

    // A refused change in support mode is not audited; turning support mode off makes the session read-only again.
    expect((await school.addSpare(headers)).statusCode).not.toBe(200);
    await post('/api/internal/support', { reason: null }, headers);
    expect((await school.addSpare(headers)).json()).toMatchObject({ code: 'internal.read_only' });
    const after = await t.db.select().from(auditLog).where(eq(auditLog.internalStaffId, person!.id));
    expect(after).toHaveLength(rows.length);
  });

  it("never changes the administrator's own account it reads through, and may always sign out", async () => {
    const { institution } = await createSchool(t.db);
    const { headers } = await internalSignIn(institution.schoolCode);
    await post('/api/internal/support', { reason: 'Checking the profile page' }, headers);
    const password = { current: TEST_PASSWORD, password: 'taken-over', confirm: 'taken-over' };
    expect((await post('/api/account/password', password, headers)).statusCode).toBe(403);
    expect((await post('/api/account/profile', { name: 'Renamed', image: '2' }, headers)).statusCode).toBe(403);
    expect((await post('/api/auth/language', { lang: 'es' }, headers)).statusCode).toBe(403);
    await post('/api/internal/support', { reason: null }, headers);
    expect((await post('/api/auth/logout', undefined, headers)).statusCode).toBe(200);
    expect((await get('/api/auth/me', headers)).statusCode).toBe(401);
  });

  it('switches between schools that have an administrator, read-only again after each switch', async () => {
    const first = await createSchool(t.db, 'Alder School');
    const second = await createSchool(t.db, 'Birch School');
    const empty = await createSchool(t.db, 'Cedar School');
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, empty.admin.id));
    const { headers } = await internalSignIn(first.institution.schoolCode);
    await post('/api/internal/support', { reason: 'Looking into a report' }, headers);

    const schools = (await get('/api/internal/schools', headers)).json().record;
    const names = schools.map((school: { name: string }) => school.name);
    expect(names).toEqual(expect.arrayContaining(['Alder School', 'Birch School']));
    expect(names).not.toContain('Cedar School');

    const switched = await post('/api/internal/switch', { institution: second.institution.id }, headers);
    expect(switched.json().user).toMatchObject({
      userid: second.admin.id,
      institution: 'Birch School',
      internal: { school_code: second.institution.schoolCode, support_reason: null },
    });
    // The switch opens a session of the other school; the one used so far opens nothing any more.
    const token: string = switched.json().token;
    expect(token.startsWith(`${second.institution.id}.`)).toBe(true);
    expect((await get('/api/auth/me', headers)).statusCode).toBe(401);
    const birch = { authorization: `Bearer ${token}` };
    const me = (await get('/api/auth/me', birch)).json().user;
    expect(me).toMatchObject({ institution: 'Birch School', internal: { support_reason: null } });
    const refused = await post('/api/internal/switch', { institution: empty.institution.id }, birch);
    expect(refused.statusCode).toBe(404);
    expect((await post('/api/internal/switch', { institution: 2147483647 }, birch)).statusCode).toBe(404);
  });

  it('keeps the internal routes to internal sessions, and ends the sessions of a disabled staff member', async () => {
    const { institution, admin } = await createSchool(t.db);
    const adminHeaders = await signIn(t, admin.email);
    expect((await get('/api/internal/schools', adminHeaders)).statusCode).toBe(403);
    expect((await post('/api/internal/support', { reason: 'Not mine' }, adminHeaders)).statusCode).toBe(403);
    const { headers, email } = await internalSignIn(institution.schoolCode);
    expect((await get('/api/internal/schools', headers)).statusCode).toBe(200);
    await disableInternalStaff(t.db, email, t.clock());
    expect((await get('/api/auth/me', headers)).statusCode).toBe(401);
    const again = await post('/api/internal/login', { email, password: TEST_PASSWORD });
    expect(again.json()).toMatchObject({ code: 'auth.invalid_credentials' });
  });

  it('ends the session when the school no longer has an active administrator to act as', async () => {
    const { institution, admin } = await createSchool(t.db);
    const { headers } = await internalSignIn(institution.schoolCode);
    const second = await createStaff(t.db, { institutionId: institution.id, role: 'admin' });
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, admin.id));
    expect((await get('/api/auth/me', headers)).json().user.userid).toBe(second.id);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, second.id));
    expect((await get('/api/auth/me', headers)).statusCode).toBe(401);
  });
});
