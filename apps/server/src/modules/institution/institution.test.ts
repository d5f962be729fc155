import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema/index.js';
import { createInstitution, createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { initialsOf } from './default-logo.js';

describe('GET /api/ores/getinslogo', () => {
  const t = useTestApp();
  const logo = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/ores/getinslogo${query}`, headers });

  it('draws a badge with the initials when the school has no logo', async () => {
    const school = await createInstitution(t.db, { name: 'Maple Leaf Academy' });
    const response = await logo(`?school=${school.schoolCode.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toContain('>ML</text>');
  });

  it("sends the uploaded logo, and the signed-in person's own school without a code", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { institution, teacher } = await createSchool(t.db);
    await t.db
      .update(institutions)
      .set({ logo: png, logoMime: 'image/png' })
      .where(eq(institutions.id, institution.id));

    const byCode = await logo(`?school=${institution.schoolCode}`);
    expect(byCode.headers['content-type']).toBe('image/png');
    expect(byCode.rawPayload.equals(png)).toBe(true);
    const own = await logo('', await signIn(t, teacher.email));
    expect(own.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for an unknown school, or without a code and a sign-in', async () => {
    expect((await logo('?school=NO-SUCH-SCHOOL')).json()).toMatchObject({ code: 'common.not_found' });
    expect((await logo()).statusCode).toBe(404);
  });

  it.each([
    ['Demo School', 'DS'],
    ['Riverside', 'RI'],
    ['台北美國學校', '台北'],
    ['  ', '?'],
  ])('takes the initials of %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
