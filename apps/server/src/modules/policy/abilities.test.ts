import type { StaffAbilities, StaffAbility } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { createSchool, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { addInternalStaff } from '../internal/index.js';

/**
 * The abilities the web is told are what the server then allows: for each ability, one call that
 * needs it answers 200 exactly when the session says the ability is there (403 otherwise).
 */
describe('staff abilities agree with what the routes allow', () => {
  const t = useTestApp();
  type Headers = Record<string, string>;

  type Call = (headers: Headers) => Promise<{ statusCode: number; body: string }>;
  const CALLS: Record<StaffAbility, Call> = {
    manage_school: (headers) => t.app.inject({ method: 'GET', url: '/api/account/list', headers }),
    keep_collections: (headers) => t.app.inject({ method: 'GET', url: '/api/collection/list', headers }),
    own_account: (headers) =>
      t.app.inject({ method: 'POST', url: '/api/auth/language', payload: { lang: 'es' }, headers }),
  };

  async function abilitiesAgree(headers: Headers, expected: StaffAbilities) {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user.abilities).toEqual(expected);
    for (const [ability, call] of Object.entries(CALLS) as [StaffAbility, Call][]) {
      const response = await call(headers);
      expect(response.statusCode, `${ability}: ${response.body}`).toBe(expected[ability] ? 200 : 403);
    }
  }

  it('for a teacher, an administrator and the company staff looking at the school', async () => {
    const { institution, teacher, admin } = await createSchool(t.db);
    await abilitiesAgree(await signIn(t, teacher.email), {
      manage_school: false,
      keep_collections: true,
      own_account: true,
    });
    await abilitiesAgree(await signIn(t, admin.email), {
      manage_school: true,
      keep_collections: false,
      own_account: true,
    });

    await addInternalStaff(t.db, { email: 'support@company.test', name: 'Support', password: TEST_PASSWORD });
    const internal = await t.app.inject({
      method: 'POST',
      url: '/api/internal/login',
      payload: { email: 'support@company.test', password: TEST_PASSWORD, school: institution.schoolCode },
    });
    expect(internal.statusCode, internal.body).toBe(200);
    await abilitiesAgree(
      { authorization: `Bearer ${internal.json().token}` },
      { manage_school: true, keep_collections: false, own_account: false },
    );
  });
});
