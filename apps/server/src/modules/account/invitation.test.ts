import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { DAY } from '../../test/clock.js';
import { createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

describe('invitations', () => {
  const t = useTestApp({ env: { BASE_PATH: '/lms/', PUBLIC_URL: 'https://school.example' } });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/lms/api${url}`, headers, ...(payload ? { payload } : {}) });
  const accept = (payload: Record<string, string>) => post('/auth/invitation/accept', {}, payload);
  const check = (token: string) => post('/auth/invitation/check', {}, { token });
  const canSignIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/lms/api/auth/login', payload: { email, password } })).statusCode ===
    200;

  /** The token of the newest invitation mail to `email`. */
  function mailedToken(email: string): string {
    const mail = t.mailer.sent.findLast((m) => m.to === email);
    if (!mail) throw new Error(`no mail to ${email}`);
    const match = /https:\/\/school\.example\/lms\/invitation\/([\w.-]+)/.exec(mail.text);
    if (!match) throw new Error(`no invitation link in: ${mail.text}`);
    return match[1]!;
  }

  async function invite(name = 'Lina Park', language = 'en-US') {
    const school = await createSchool(t.db, 'Hillview School');
    const admin = await signIn(t, school.admin.email);
    const email = `${name.toLowerCase().replace(/\W/g, '.')}.${Math.random().toString(36).slice(2, 8)}@school.test`;
    const response = await post('/account/invite', admin, { name, email: ` ${email.toUpperCase()} `, language });
    expect(response.statusCode).toBe(200);
    const { userid } = response.json<{ userid: number }>();
    return { ...school, adminHeaders: admin, email, userid };
  }

  it('invites a teacher who sets a password from the mailed link and then signs in', async () => {
    const { email, userid, adminHeaders, institution, admin } = await invite('Lina Park', 'es');
    const mail = t.mailer.sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Te invitan a unirte a Hillview School');
    expect(mail.text).toContain('Lina Park');

    const list = await t.app.inject({ method: 'GET', url: '/lms/api/account/list', headers: adminHeaders });
    expect(list.json().record).toContainEqual({
      userid,
      name: 'Lina Park',
      email,
      role: 'teacher',
      status: 'invited',
      classes: 0,
    });
    // Before accepting, no password opens the account.
    expect(await canSignIn(email, '!invited')).toBe(false);

    const token = mailedToken(email);
    for (const weak of ['short', '      ']) {
      expect((await accept({ token, password: weak, confirm: weak })).json()).toMatchObject({
        code: 'auth.password_too_short',
      });
    }
    expect((await accept({ token, password: 'lina-pass', confirm: 'lina-pasS' })).json()).toMatchObject({
      code: 'auth.passwords_inconsistent',
    });
    // Checking the link when its page opens changes nothing and says whose it is.
    expect((await check(token)).json()).toEqual({ status: 'success', email, name: 'Lina Park' });
    expect((await accept({ token, password: 'lina-pass', confirm: 'lina-pass' })).json()).toEqual({
      status: 'success',
      email,
    });
    expect(await canSignIn(email, 'lina-pass')).toBe(true);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, userid));
    expect(row?.status).toBe('active');

    // A used link, or one never sent, says so before any password is typed.
    expect((await check(token)).json()).toMatchObject({ code: 'auth.invitation_invalid' });
    expect((await check('made-up-token')).json()).toMatchObject({ code: 'auth.invitation_invalid' });
    const reuse = await accept({ token, password: 'other-pass', confirm: 'other-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'auth.invitation_invalid' });
    expect(await canSignIn(email, 'lina-pass')).toBe(true);

    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, institution.id), eq(auditLog.entityId, userid)));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'staff.invite', actor: admin.id },
        { action: 'staff.invite_accept', actor: userid },
      ]),
    );
    // Accepted: nothing left to resend or withdraw.
    expect((await post(`/account/invite/resend/${userid}`, adminHeaders)).json()).toMatchObject({
      code: 'account.not_invited',
    });
  });

  it('refuses a link after 7 days; a resend gives a new link and ends the old one', async () => {
    const { email, userid, admin } = await invite();
    const first = mailedToken(email);
    t.clock.advance(7 * DAY + 1);
    const adminHeaders = await signIn(t, admin.email);
    const late = await accept({ token: first, password: 'lina-pass', confirm: 'lina-pass' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'auth.invitation_expired' });
    expect((await check(first)).json()).toMatchObject({ code: 'auth.invitation_expired' });

    expect((await post(`/account/invite/resend/${userid}`, adminHeaders)).json()).toEqual({ status: 'success' });
    const second = mailedToken(email);
    expect(second).not.toBe(first);
    expect((await accept({ token: first, password: 'lina-pass', confirm: 'lina-pass' })).json()).toMatchObject({
      code: 'auth.invitation_invalid',
    });
    expect((await accept({ token: second, password: 'lina-pass', confirm: 'lina-pass' })).json()).toEqual({
      status: 'success',
      email,
    });
  });

  it('withdraws an invitation: the link dies and the e-mail can be invited again', async () => {
    const { email, userid, adminHeaders } = await invite();
    const token = mailedToken(email);
    expect((await post(`/account/invite/withdraw/${userid}`, adminHeaders)).json()).toEqual({ status: 'success' });
    expect((await accept({ token, password: 'lina-pass', confirm: 'lina-pass' })).json()).toMatchObject({
      code: 'auth.invitation_invalid',
    });
    expect(await t.db.select().from(users).where(eq(users.id, userid))).toEqual([]);
    const again = await post('/account/invite', adminHeaders, { name: 'Lina Park', email, language: 'en-US' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a taken e-mail, a bad e-mail or name, and callers who are not administrators', async () => {
    const { email, adminHeaders, teacher, institution } = await invite();
    const taken = await post('/account/invite', adminHeaders, { name: 'Again', email, language: 'en-US' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'account.email_taken' });
    const other = await createSchool(t.db);
    const elsewhere = await post('/account/invite', adminHeaders, {
      name: 'Again',
      email: other.teacher.email,
      language: 'en-US',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'account.email_taken' });
    expect(
      (await post('/account/invite', adminHeaders, { name: 'Ann', email: 'not-an-address', language: 'en-US' })).json(),
    ).toMatchObject({ code: 'auth.email_invalid' });
    expect(
      (await post('/account/invite', adminHeaders, { name: '  ', email: 'ann@school.test', language: 'en-US' })).json(),
    ).toMatchObject({ code: 'students.name_invalid' });

    const asTeacher = await post('/account/invite', await signIn(t, teacher.email), {
      name: 'Ann',
      email: 'ann2@school.test',
      language: 'en-US',
    });
    expect(asTeacher.statusCode).toBe(403);
    const foreignAdmin = await signIn(t, other.admin.email);
    const [invited] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.institutionId, institution.id), eq(users.email, email)));
    for (const action of ['resend', 'withdraw']) {
      const response = await post(`/account/invite/${action}/${invited!.id}`, foreignAdmin);
      expect(response.statusCode).toBe(404);
    }
    expect((await t.db.select().from(users).where(eq(users.id, invited!.id))).length).toBe(1);
  });

  it('answers an Idempotency-Key repeat with the first answer and invites once', async () => {
    const { admin } = await createSchool(t.db);
    const headers = { ...(await signIn(t, admin.email)), 'idempotency-key': 'invite-once-1' };
    const payload = { name: 'Ola Berg', email: 'ola.berg.idem@school.test', language: 'en-US' };
    const first = await post('/account/invite', headers, payload);
    const second = await post('/account/invite', headers, payload);
    expect(second.json()).toEqual(first.json());
    expect(t.mailer.sent.filter((m) => m.to === payload.email)).toHaveLength(1);
  });
});
