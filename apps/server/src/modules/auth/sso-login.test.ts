import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../test/clock.js';
import { createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { signSsoCode } from './sso-code.js';

const SECRET = 'a-secret-shared-with-version-two-0123456789';

describe('signing in with a code from version 2 (/ssologin)', () => {
  const t = useTestApp({ env: { SSO_SHARED_SECRET: SECRET } });
  const login = (code: string, remoteAddress = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sso/login', payload: { code }, remoteAddress });
  /** A code as version 2 mints it, valid for a minute from the test clock's now. */
  const codeFor = (email: string, school: string, seconds = 60, secret = SECRET) =>
    signSsoCode({ email, school, exp: Math.floor(t.clock().getTime() / 1000) + seconds }, secret);

  it('signs the person in once, answering like the password sign-in', async () => {
    const { teacher, institution } = await createSchool(t.db, 'Harbour School');
    const code = codeFor(teacher.email, institution.schoolCode);
    const first = await login(code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      user: { userid: teacher.id, email: teacher.email, permit: 'teacher', institution: 'Harbour School' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(me.json()).toMatchObject({ user: { userid: teacher.id } });

    const again = await login(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 'error', code: 'auth.sso_code_invalid' });
  });

  it('refuses an expired code, one valid for longer than a code ever is, and a forged one', async () => {
    const { teacher, institution } = await createSchool(t.db);
    const code = codeFor(teacher.email, institution.schoolCode);
    t.clock.advance(MINUTE + 1000);
    expect((await login(code)).json()).toMatchObject({ code: 'auth.sso_code_invalid' });
    expect((await login(codeFor(teacher.email, institution.schoolCode, 3600))).statusCode).toBe(401);
    const forged = codeFor(teacher.email, institution.schoolCode, 60, 'another-secret-of-at-least-32-characters');
    expect((await login(forged)).statusCode).toBe(401);
    const [payload, signature] = codeFor(teacher.email, institution.schoolCode).split('.');
    const altered = `${Buffer.from(JSON.stringify({ email: 'x@y.z', school: 'S', exp: 1 })).toString('base64url')}.${signature}`;
    expect((await login(altered)).statusCode).toBe(401);
    expect((await login(`${payload}.`)).statusCode).toBe(401);
    expect((await login('not a code')).statusCode).toBe(401);
  });

  it("refuses a code naming another school than the person's, or an unknown e-mail", async () => {
    const home = await createSchool(t.db);
    const other = await createSchool(t.db);
    expect((await login(codeFor(home.teacher.email, other.institution.schoolCode))).statusCode).toBe(401);
    expect((await login(codeFor('nobody@nowhere.test', home.institution.schoolCode))).statusCode).toBe(401);
    // The refused codes were not spent: the person's own code still works.
    expect((await login(codeFor(home.teacher.email, home.institution.schoolCode))).statusCode).toBe(200);
  });

  it('tells a suspended teacher so, and refuses an invited one', async () => {
    const { institution } = await createSchool(t.db);
    const suspended = await createStaff(t.db, { institutionId: institution.id, status: 'suspended' });
    const invited = await createStaff(t.db, { institutionId: institution.id, status: 'invited' });
    expect((await login(codeFor(suspended.email, institution.schoolCode))).json()).toMatchObject({
      code: 'auth.suspended',
    });
    expect((await login(codeFor(invited.email, institution.schoolCode))).statusCode).toBe(401);
  });

  it("accepts this app's own switch-link code once, whichever way it is redeemed first", async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const issue = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue', headers })).json().code as string;
    // Version 2 redeems with the secret the two share.
    const redeem = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/redeem',
        payload: { code },
        headers: { 'x-sso-secret': SECRET },
      });
    const first = await issue();
    expect(first.split('.')).toHaveLength(2);
    expect((await login(first)).statusCode).toBe(200);
    const redeemed = await redeem(first);
    expect(redeemed.statusCode).toBe(401);
    expect(redeemed.json()).toMatchObject({ code: 'auth.sso_code_invalid' });
    const second = await issue();
    const redeemedFirst = await redeem(second);
    expect(redeemedFirst.statusCode).toBe(200);
    expect((await login(second)).statusCode).toBe(401);
  });

  it('counts refused codes against the address like other sign-in paths', async () => {
    const { teacher, institution } = await createSchool(t.db);
    for (let i = 0; i < 300; i++) await login(`garbage-${i}`, '10.9.9.9');
    const blocked = await login(codeFor(teacher.email, institution.schoolCode), '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'common.rate_limited' });
  });
});

describe('without a shared secret', () => {
  const t = useTestApp();

  it('refuses every code', async () => {
    const { teacher, institution } = await createSchool(t.db);
    const code = signSsoCode(
      { email: teacher.email, school: institution.schoolCode, exp: Math.floor(t.clock().getTime() / 1000) + 60 },
      SECRET,
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sso/login', payload: { code } });
    expect(response.json()).toMatchObject({ code: 'auth.sso_code_invalid' });
  });
});
