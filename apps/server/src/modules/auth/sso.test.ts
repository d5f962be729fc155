import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../test/clock.js';
import { createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

const SHARED_SECRET = 'secret-shared-with-version-two-0123456789';

describe('switch to version 2 (single sign-on code)', () => {
  const t = useTestApp({ env: { SSO_SHARED_SECRET: SHARED_SECRET } });
  /** Version 2 redeeming a code, server to server, with the secret the two share. */
  const redeem = (code: string, secret: string | null = SHARED_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/redeem',
      payload: { code },
      headers: secret === null ? {} : { 'x-sso-secret': secret },
    });

  it('issues a one-time code that the other site redeems exactly once', async () => {
    const { teacher, institution } = await createSchool(t.db, 'Riverside School');
    const headers = await signIn(t, teacher.email);
    const issued = await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue', headers });
    expect(issued.statusCode).toBe(200);
    const { code, expires_in } = issued.json();
    expect(expires_in).toBe(60);

    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'success',
      user: {
        userid: teacher.id,
        username: teacher.name,
        email: teacher.email,
        permit: 'teacher',
        image: '1',
        currentsLang: 'en-US',
        institution: 'Riverside School',
        school_code: institution.schoolCode,
        abilities: { manage_school: false, keep_collections: true, own_account: true },
      },
    });
    const second = await redeem(code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'auth.sso_code_invalid' });
  });

  it('refuses a code after 60 seconds, and a made-up one', async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const { code } = (await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue', headers })).json();
    t.clock.advance(MINUTE + 1000);
    expect((await redeem(code)).json()).toMatchObject({ code: 'auth.sso_code_invalid' });
    expect((await redeem('made-up-code')).statusCode).toBe(401);
  });

  it("tells a code's owner only to a caller holding the shared secret", async () => {
    const { teacher } = await createSchool(t.db);
    const headers = await signIn(t, teacher.email);
    const { code } = (await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue', headers })).json();
    for (const secret of [null, '', 'a-guess', `${SHARED_SECRET}x`]) {
      const refused = await redeem(code, secret);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'auth.sso_caller_refused' });
      expect(refused.body).not.toContain(teacher.email);
    }
    // The refused calls did not use it up.
    expect((await redeem(code)).json().user.userid).toBe(teacher.id);
  });

  it('issues codes only to a signed-in person', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue' });
    expect(response.statusCode).toBe(401);
  });
});
