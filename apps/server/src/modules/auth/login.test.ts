import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, signInLimits, users } from '../../db/schema/index.js';
import { HOUR } from '../../test/clock.js';
import { createSchool, createStaff, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { SIGN_IN_LIMITS } from '../session/index.js';

describe('sign-in and sessions', () => {
  const t = useTestApp();
  const login = (payload: Record<string, string>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('signs in with e-mail and password, in any letter case, form-encoded too', async () => {
    const { teacher, institution } = await createSchool(t.db, 'Sunny Hill School');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: teacher.email.toUpperCase(), password: TEST_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      user: {
        userid: teacher.id,
        username: teacher.name,
        email: teacher.email,
        permit: 'teacher',
        image: '1',
        currentsLang: 'en-US',
        institution: institution.name,
        abilities: { manage_school: false, keep_collections: true, own_account: true },
      },
    });
    // The token names the school whose rows it is looked up in: "<institution id>.<43 random characters>".
    expect(body.token).toMatch(new RegExp(`^${teacher.institutionId}\\.[\\w-]{43}$`));
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { teacher } = await createSchool(t.db);
    const wrongPassword = await login({ email: teacher.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@nowhere.test', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({ status: 'error', code: 'auth.invalid_credentials' });
  });

  it('tells a suspended teacher with the right password that the account is suspended', async () => {
    const { institution } = await createSchool(t.db);
    const suspended = await createStaff(t.db, { institutionId: institution.id, status: 'suspended' });
    const response = await login({ email: suspended.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'auth.suspended' });
    const guess = await login({ email: suspended.email, password: 'guess' });
    expect(guess.json()).toMatchObject({ code: 'auth.invalid_credentials' });
  });

  it('refuses an address that keeps guessing one account, then lets it try again once the budget drains', async () => {
    const { teacher } = await createSchool(t.db);
    const { budget, drainSeconds } = SIGN_IN_LIMITS.password.pair;
    for (let i = 0; i < budget; i++) {
      const attempt = await login({ email: teacher.email, password: `wrong-${i}` }, '10.1.0.1');
      expect(attempt.statusCode).toBe(401);
    }
    const blocked = await login({ email: teacher.email, password: TEST_PASSWORD }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', code: 'common.rate_limited' });
    const wait = blocked.json().details.retry_after;
    expect(wait).toBe(drainSeconds / budget);

    t.clock.advance(wait * 1000);
    const later = await login({ email: teacher.email, password: TEST_PASSWORD }, '10.1.0.1');
    expect(later.statusCode).toBe(200);
  });

  it('knows who is signed in, and forgets the token on logout', async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ status: 'success', user: { userid: teacher.id, permit: 'teacher' } });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.json()).toEqual({ status: 'success' });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'common.unauthorized' });
  });

  it('lets a token expire after TOKEN_TTL_HOURS', async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    t.clock.advance(11 * HOUR);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('ends the session of a teacher who is suspended while signed in', async () => {
    const { institution } = await createSchool(t.db);
    const teacher = await createStaff(t.db, { institutionId: institution.id });
    const headers = await signIn(t, teacher.email);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, teacher.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('saves the language to the profile', async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/language',
      headers,
      payload: { lang: 'ja-JP' },
    });
    expect(saved.json()).toMatchObject({ status: 'success', user: { currentsLang: 'ja-JP' } });
    const again = await login({ email: teacher.email, password: TEST_PASSWORD });
    expect(again.json().user.currentsLang).toBe('ja-JP');

    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/language', headers, payload: { lang: 'fr' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'common.validation', details: [{ field: 'lang' }] });
  });

  it('stores only a digest of the token', async () => {
    const { teacher } = await createSchool(t.db);
    const { authorization } = await signIn(t, teacher.email);
    const token = authorization.slice('Bearer '.length);
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('the client address behind a proxy', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  const failFrom = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  const failedAddresses = async () =>
    (await t.db.select({ key: signInLimits.key }).from(signInLimits).where(eq(signInLimits.scope, 'address')))
      .map((row) => row.key)
      .sort();

  it('counts sign-in failures per client address only as a trusted proxy reports it', async () => {
    // Through the school's balancer the client's address counts; a stranger cannot choose theirs.
    expect((await failFrom('10.1.2.3', '203.0.113.7')).statusCode).toBe(401);
    expect((await failFrom('198.51.100.9', '203.0.113.8')).statusCode).toBe(401);
    expect(await failedAddresses()).toEqual(['198.51.100.9', '203.0.113.7']);
  });
});
