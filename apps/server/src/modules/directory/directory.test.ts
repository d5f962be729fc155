import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directory } from '../../db/schema/index.js';
import { brokenUniqueConstraint } from '../../lib/unique-conflict.js';
import { createSchool, createStaff, setParentAccount } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { classroom } from '../roster/roster.fixtures.js';
import { csv, upload } from '../roster/roster-test-files.js';
import { enterStaff, findParentsByEmail, findSchoolByCode, findStaffByEmail, takenStaffEmails } from './index.js';

const t = useTestApp({ env: { BASE_PATH: '/lms/', PUBLIC_URL: 'https://school.example' } });

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/lms/api${url}`, headers, payload });
const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@school.test`;

/** The directory's staff entry of an e-mail, if any. */
const staffEntry = async (email: string) =>
  (
    await t.db
      .select()
      .from(directory)
      .where(and(eq(directory.kind, 'staff_email'), eq(directory.key, email)))
  )[0];

/** The token of the newest mail to `email` with a link of the given path. */
function mailedToken(email: string, path: string): string {
  const mail = t.mailer.sent.findLast((sent) => sent.to === email);
  const match = new RegExp(`https://school\\.example/lms/${path}([\\w.-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${path} link to ${email}`);
  return match[1]!;
}

describe('the directory: lookups that start without the school', () => {
  it('finds a school by its code in any letter case, and a staff member by e-mail in any letter case', async () => {
    const { institution, teacher } = await createSchool(t.db);
    expect(await findSchoolByCode(t.db, ` ${institution.schoolCode.toLowerCase()} `)).toBe(institution.id);
    expect(await findSchoolByCode(t.db, 'NO-SUCH-SCHOOL')).toBeUndefined();
    expect(await findStaffByEmail(t.db, teacher.email.toUpperCase())).toEqual({
      institutionId: institution.id,
      userId: teacher.id,
    });
    expect(await findStaffByEmail(t.db, 'nobody@nowhere.test')).toBeUndefined();
    expect(await takenStaffEmails(t.db, [teacher.email, 'free@school.test'])).toEqual(new Set([teacher.email]));
  });

  it("finds each school where an e-mail is a parent's, one entry per school", async () => {
    const first = await classroom(t, { students: 1 });
    const second = await classroom(t, { students: 1 });
    const email = unique('family');
    await setParentAccount(t.db, first.students[0]!, email);
    await setParentAccount(t.db, second.students[0]!, email.toUpperCase());
    expect(await findParentsByEmail(t.db, email)).toEqual([first.institution.id, second.institution.id]);
  });

  it('refuses a second account with the same e-mail in any school, by its primary key', async () => {
    const { teacher } = await createSchool(t.db);
    const other = await createSchool(t.db);
    const duplicate = enterStaff(t.db, {
      id: other.teacher.id,
      institutionId: other.institution.id,
      email: teacher.email,
    });
    const error = await duplicate.catch((caught: unknown) => caught);
    expect(brokenUniqueConstraint(error)).toBe('directory_pkey');
    await expect(createStaff(t.db, { institutionId: other.institution.id, email: teacher.email })).rejects.toThrow();
  });
});

describe('directory entries stay in step with the rows they mirror', () => {
  it('an invitation enters the e-mail, and withdrawing it removes it', async () => {
    const { institution, admin } = await createSchool(t.db);
    const headers = await signIn(t, admin.email);
    const email = unique('lina');
    const invited = await post('/account/invite', headers, { name: 'Lina Park', email, language: 'en-US' });
    expect(invited.statusCode).toBe(200);
    const userId = invited.json<{ userid: number }>().userid;
    expect(await staffEntry(email)).toMatchObject({ institutionId: institution.id, subjectId: userId, place: 0 });

    // The same e-mail, even typed differently at another school, is taken: nothing is added.
    const other = await createSchool(t.db);
    const again = await post('/account/invite', await signIn(t, other.admin.email), {
      name: 'Lina Again',
      email: email.toUpperCase(),
      language: 'en-US',
    });
    expect(again.json()).toMatchObject({ code: 'account.email_taken' });
    expect(await staffEntry(email)).toMatchObject({ institutionId: institution.id, subjectId: userId });

    expect((await post(`/account/invite/withdraw/${userId}`, headers, {})).statusCode).toBe(200);
    expect(await staffEntry(email)).toBeUndefined();
  });

  it('a confirmed e-mail change moves the entry; the old address is free again', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const newEmail = unique('moved');
    const asked = await post('/account/email', headers, { email: newEmail, password: 'test-password' });
    expect(asked.statusCode, asked.body).toBe(200);
    // Asking changes nothing yet.
    expect(await staffEntry(teacher.email)).toMatchObject({ subjectId: teacher.id });
    expect(await staffEntry(newEmail)).toBeUndefined();

    const token = mailedToken(newEmail, 'email-change/');
    expect(token.startsWith(`${institution.id}.`)).toBe(true);
    expect((await post('/auth/email/confirm', {}, { token })).statusCode).toBe(200);
    expect(await staffEntry(teacher.email)).toBeUndefined();
    expect(await staffEntry(newEmail)).toMatchObject({ institutionId: institution.id, subjectId: teacher.id });
  });

  it('a teacher import enters every imported e-mail', async () => {
    const { institution, admin } = await createSchool(t.db);
    const headers = await signIn(t, admin.email);
    const emails = [unique('ana'), unique('ben')];
    const file = {
      filename: 'teachers.csv',
      data: csv([['name', 'email', 'language'], ...emails.map((email, i) => [`Teacher ${i}`, email, 'en'])]),
    };
    const body = upload(file);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/lms/api/account/import',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    for (const email of emails) expect(await staffEntry(email)).toMatchObject({ institutionId: institution.id });
  });

  it('a student added to a class with a parent account enters the e-mail for the school', async () => {
    const { course, headers, institution } = await classroom(t);
    const email = unique('mum');
    const added = await post(fillPath(ROSTER_PATHS.addUser, { courseid: course.id }), headers, {
      username: 'Mei Lin',
      account: `mei${Math.random().toString(36).slice(2, 8)}`,
      password: 'secret-1',
      parent_account: email.toUpperCase(),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await findParentsByEmail(t.db, email)).toEqual([institution.id]);
  });

  it('a transaction that fails leaves no entry', async () => {
    const { institution, teacher } = await createSchool(t.db);
    const email = unique('rolled.back');
    const failing = t.db.transaction(async (tx) => {
      await enterStaff(tx, { id: teacher.id, institutionId: institution.id, email });
      throw new Error('the write it mirrors failed');
    });
    await expect(failing).rejects.toThrow('the write it mirrors failed');
    expect(await staffEntry(email)).toBeUndefined();
  });
});

describe("tokens name their school and are looked up in that school's rows only", () => {
  /** The same token with another school's id in front. */
  const moved = (token: string, institutionId: number) => `${institutionId}${token.slice(token.indexOf('.'))}`;

  it("a session token with another school's prefix, or none, opens nothing", async () => {
    const { teacher, institution } = await createSchool(t.db);
    const other = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const token = headers.authorization!.slice('Bearer '.length);
    expect(token.startsWith(`${institution.id}.`)).toBe(true);
    const me = (bearer: string) =>
      t.app.inject({ method: 'GET', url: '/lms/api/auth/me', headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(moved(token, other.institution.id))).statusCode).toBe(401);
    // A token of the earlier format (no school in front) is no longer valid: its holder signs in again.
    expect((await me(token.slice(token.indexOf('.') + 1))).statusCode).toBe(401);
  });

  it("a password-reset link with another school's prefix is not valid", async () => {
    const { teacher } = await createSchool(t.db);
    const other = await createSchool(t.db);
    expect((await post('/auth/forgot', {}, { email: teacher.email })).statusCode).toBe(200);
    const token = mailedToken(teacher.email, 'resetpassword/id=');
    const check = (id: string) => post('/auth/resetpassword/check', {}, { id, email: teacher.email });
    expect((await check(moved(token, other.institution.id))).json()).toMatchObject({
      code: 'auth.reset_link_invalid',
    });
    expect((await check(token)).statusCode).toBe(200);
  });

  it("an invitation link with another school's prefix is not valid", async () => {
    const { admin } = await createSchool(t.db);
    const other = await createSchool(t.db);
    const email = unique('invited');
    const headers = await signIn(t, admin.email);
    await post('/account/invite', headers, { name: 'Ivy Stone', email, language: 'en-US' });
    const token = mailedToken(email, 'invitation/');
    const check = (candidate: string) => post('/auth/invitation/check', {}, { token: candidate });
    expect((await check(moved(token, other.institution.id))).json()).toMatchObject({ code: 'auth.invitation_invalid' });
    expect((await check(token)).statusCode).toBe(200);
  });
});
