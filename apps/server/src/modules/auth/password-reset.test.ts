import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInLimits } from '../../db/schema/index.js';
import { MINUTE } from '../../test/clock.js';
import { createSchool, createStaff, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

describe('forgotten password', () => {
  const t = useTestApp({ env: { BASE_PATH: '/lms/', PUBLIC_URL: 'https://school.example' } });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/lms/api/auth/forgot', payload: { email } });
  const reset = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/lms/api/auth/resetpassword', payload });
  const check = (payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/lms/api/auth/resetpassword/check', payload, remoteAddress });
  const canSignIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/lms/api/auth/login', payload: { email, password } })).statusCode ===
    200;

  /** Asks for a link and answers the token (the link's id) from the mail that was sent. */
  async function requestLink(email: string): Promise<string> {
    const before = t.mailer.sent.length;
    expect((await forgot(email)).json()).toEqual({ status: 'success' });
    const mail = t.mailer.sent[before];
    if (!mail) throw new Error('no mail was sent');
    const match = /https:\/\/school\.example\/lms\/resetpassword\/id=([\w.-]+)\/email=(\S+)/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    expect(decodeURIComponent(match[2]!)).toBe(email);
    return match[1]!;
  }

  it('answers success for an unknown e-mail and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const response = await forgot('nobody@nowhere.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(t.mailer.sent.length).toBe(before);
  });

  it("mails the link in the person's language", async () => {
    const { institution } = await createSchool(t.db);
    const teacher = await createStaff(t.db, { institutionId: institution.id, language: 'ko-KR', name: '김하은' });
    await requestLink(teacher.email);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(teacher.email);
    expect(mail.subject).toBe('비밀번호 재설정');
    expect(mail.text).toContain('김하은님');
  });

  it('sets the new password once, and signs the person out everywhere', async () => {
    const { teacher } = await createSchool(t.db);
    const session = await signIn(t, teacher.email);
    const id = await requestLink(teacher.email);

    const done = await reset({ id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
    expect(done.json()).toEqual({ status: 'success' });
    expect(await canSignIn(teacher.email, 'brand-new')).toBe(true);
    expect(await canSignIn(teacher.email, TEST_PASSWORD)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/lms/api/auth/me', headers: session });
    expect(me.statusCode).toBe(401);

    const again = await reset({ id, email: teacher.email, password: 'another1', confirm: 'another1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.reset_link_invalid' });
    expect(await canSignIn(teacher.email, 'brand-new')).toBe(true);
  });

  it('refuses a link after one hour', async () => {
    const { teacher } = await createSchool(t.db);
    const id = await requestLink(teacher.email);
    t.clock.advance(61 * MINUTE);
    const response = await reset({ id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'auth.reset_link_expired' });
    expect(await canSignIn(teacher.email, TEST_PASSWORD)).toBe(true);
  });

  it.each([
    ['a password shorter than 6 characters', { password: 'short', confirm: 'short' }, 'auth.password_too_short'],
    ['a password of six spaces', { password: '      ', confirm: '      ' }, 'auth.password_too_short'],
    ['two different passwords', { password: 'brand-new', confirm: 'brand-NEW' }, 'auth.passwords_inconsistent'],
  ])('refuses %s and changes nothing', async (_, passwords, code) => {
    const { teacher } = await createSchool(t.db);
    const session = await signIn(t, teacher.email);
    const id = await requestLink(teacher.email);
    const response = await reset({ id, email: teacher.email, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code });
    expect(await canSignIn(teacher.email, TEST_PASSWORD)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/lms/api/auth/me', headers: session })).statusCode).toBe(200);
    // The link still works once the form is filled in correctly.
    const fixed = await reset({ id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
    expect(fixed.statusCode).toBe(200);
  });

  it('refuses an unknown link, or a link used with another e-mail', async () => {
    const { teacher, admin } = await createSchool(t.db);
    const unknown = await reset({ id: 'made-up', email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
    expect(unknown.json()).toMatchObject({ code: 'auth.reset_link_invalid' });
    const id = await requestLink(teacher.email);
    const crossed = await reset({ id, email: admin.email, password: 'brand-new', confirm: 'brand-new' });
    expect(crossed.json()).toMatchObject({ code: 'auth.reset_link_invalid' });
    expect(await canSignIn(admin.email, TEST_PASSWORD)).toBe(true);
  });

  describe('checking a link when its page opens', () => {
    it('answers success for a live link and leaves it usable', async () => {
      const { teacher } = await createSchool(t.db);
      const id = await requestLink(teacher.email);
      const checked = await check({ id, email: teacher.email.toUpperCase() });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ status: 'success' });
      expect(await canSignIn(teacher.email, TEST_PASSWORD)).toBe(true);
      const done = await reset({ id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
      expect(done.statusCode).toBe(200);
    });

    it('refuses a used link, a link of another e-mail and an unknown one as not valid', async () => {
      const { teacher, admin } = await createSchool(t.db);
      const id = await requestLink(teacher.email);
      expect((await check({ id, email: admin.email })).json()).toMatchObject({ code: 'auth.reset_link_invalid' });
      expect((await check({ id: 'made-up', email: teacher.email })).json()).toMatchObject({
        status: 'error',
        code: 'auth.reset_link_invalid',
      });
      await reset({ id, email: teacher.email, password: 'brand-new', confirm: 'brand-new' });
      const used = await check({ id, email: teacher.email });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({ status: 'error', code: 'auth.reset_link_invalid' });
    });

    it('refuses a link after one hour as expired', async () => {
      const { teacher } = await createSchool(t.db);
      const id = await requestLink(teacher.email);
      t.clock.advance(61 * MINUTE);
      const response = await check({ id, email: teacher.email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'auth.reset_link_expired' });
    });

    it("counts a wrong link against the caller's address, and gives a right one back", async () => {
      const { teacher } = await createSchool(t.db);
      const id = await requestLink(teacher.email);
      const level = async (address: string) =>
        (
          await t.db
            .select()
            .from(signInLimits)
            .where(and(eq(signInLimits.scope, 'address'), eq(signInLimits.key, address)))
        )[0]?.level ?? 0;
      expect((await check({ id: 'guess', email: teacher.email }, '203.0.113.9')).statusCode).toBe(400);
      expect((await check({ id: 'guess-2', email: teacher.email }, '203.0.113.9')).statusCode).toBe(400);
      expect(await level('203.0.113.9')).toBeGreaterThan(1.9);
      expect((await check({ id, email: teacher.email }, '198.51.100.4')).statusCode).toBe(200);
      expect(await level('198.51.100.4')).toBeLessThan(0.01);
    });
  });
});
