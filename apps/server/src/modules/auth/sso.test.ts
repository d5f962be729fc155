import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../test/clock.js';
import { createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

describe('switch to version 2 (single sign-on code)', () => {
  const t = useTestApp();
  const redeem = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/sso/redeem', payload: { code } });

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

  it('issues codes only to a signed-in person', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sso/issue' });
    expect(response.statusCode).toBe(401);
  });
});
