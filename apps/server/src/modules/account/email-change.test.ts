import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { HOUR } from '../../test/clock.js';
import { createSchool, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

describe("changing one's sign-in e-mail", () => {
  const t = useTestApp({ env: { BASE_PATH: '/lms/', PUBLIC_URL: 'https://school.example' } });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/lms/api${url}`, headers, payload });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/lms/api/account/me', headers })).json().profile;
  const canSignIn = async (email: string) =>
    (await post('/auth/login', { email, password: TEST_PASSWORD })).statusCode === 200;
  const unique = () => Math.random().toString(36).slice(2, 8);

  /** The token of the newest confirming link mailed to `email`. */
  function mailedToken(email: string): string {
    const link = /https:\/\/school\.example\/lms\/email-change\/([\w.-]+)/;
    const mail = t.mailer.sent.findLast((m) => m.to === email && link.test(m.text));
    const match = mail && link.exec(mail.text);
    if (!match) throw new Error(`no confirming link mailed to ${email}`);
    return match[1]!;
  }

  async function teacher() {
    const school = await createSchool(t.db, 'Maple School');
    return { ...school, headers: await signIn(t, school.teacher.email) };
  }

  it('sends a link to the new address and a notice to the current one; opening it moves the sign-in and ends every session', async () => {
    const { teacher: person, headers, institution } = await teacher();
    const newEmail = `new.${unique()}@school.test`;
    const asked = await post(
      '/account/email',
      { email: ` ${newEmail.toUpperCase()} `, password: TEST_PASSWORD },
      headers,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ status: 'success', pending_email: newEmail });
    expect(await me(headers)).toMatchObject({ email: person.email, pending_email: newEmail });
    expect(t.mailer.sent.findLast((m) => m.to === person.email)?.text).toContain(newEmail);
    // Nothing changes before the link is opened.
    expect(await canSignIn(person.email)).toBe(true);
    expect(await canSignIn(newEmail)).toBe(false);

    const token = mailedToken(newEmail);
    const confirmed = await post('/auth/email/confirm', { token });
    expect(confirmed.json()).toEqual({ status: 'success', email: newEmail });
    expect(await canSignIn(newEmail)).toBe(true);
    expect(await canSignIn(person.email)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/lms/api/account/me', headers })).statusCode).toBe(401);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, institution.id), eq(auditLog.action, 'staff.email_change')));
    expect(audited).toMatchObject({ entityId: person.id, before: { email: person.email }, after: { email: newEmail } });

    // The link works once.
    expect((await post('/auth/email/confirm', { token })).json()).toMatchObject({ code: 'auth.email_change_invalid' });
  });

  it('needs the current password, a valid and different address that has no account', async () => {
    const { headers, teacher: person, admin } = await teacher();
    const ask = (email: string, password = TEST_PASSWORD) => post('/account/email', { email, password }, headers);
    expect((await ask(`x.${unique()}@school.test`, 'wrong-password')).json()).toMatchObject({
      code: 'auth.current_password_incorrect',
    });
    expect((await ask('not an address')).json()).toMatchObject({ code: 'auth.email_invalid' });
    expect((await ask(person.email.toUpperCase())).json()).toMatchObject({ code: 'account.email_unchanged' });
    const taken = await ask(admin.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'account.email_taken' });
    expect((await ask('')).statusCode).toBe(400);
    expect(await me(headers)).toMatchObject({ email: person.email, pending_email: null });
    expect(t.mailer.sent.filter((m) => m.to === person.email && /change/i.test(m.subject))).toHaveLength(0);
  });

  it('keeps only the newest request, refuses a link after 24 hours, and an address taken meanwhile', async () => {
    const { headers, teacher: person } = await teacher();
    const first = `first.${unique()}@school.test`;
    const second = `second.${unique()}@school.test`;
    await post('/account/email', { email: first, password: TEST_PASSWORD }, headers);
    await post('/account/email', { email: second, password: TEST_PASSWORD }, headers);
    expect((await post('/auth/email/confirm', { token: mailedToken(first) })).json()).toMatchObject({
      code: 'auth.email_change_invalid',
    });
    expect(await me(headers)).toMatchObject({ pending_email: second });

    t.clock.advance(24 * HOUR + 1);
    // A day on, the session has ended too: sign in again.
    const again = await signIn(t, person.email);
    expect(await me(again)).toMatchObject({ pending_email: null });
    expect((await post('/auth/email/confirm', { token: mailedToken(second) })).json()).toMatchObject({
      code: 'auth.email_change_invalid',
    });

    // Asked for, then another school's administrator takes the address first.
    const third = `third.${unique()}@school.test`;
    await post('/account/email', { email: third, password: TEST_PASSWORD }, again);
    const other = await createSchool(t.db, 'Cedar School');
    const otherAdmin = await signIn(t, other.admin.email);
    expect(
      (await post('/account/invite', { name: 'Tess Vale', email: third, language: 'en-US' }, otherAdmin)).statusCode,
    ).toBe(200);
    const late = await post('/auth/email/confirm', { token: mailedToken(third) });
    expect(late.json()).toMatchObject({ code: 'account.email_taken' });
    expect(await canSignIn(person.email)).toBe(true);
  });

  it('refuses a token that was never sent, and one too long', async () => {
    expect((await post('/auth/email/confirm', { token: 'never-sent' })).json()).toMatchObject({
      code: 'auth.email_change_invalid',
    });
    expect((await post('/auth/email/confirm', { token: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
