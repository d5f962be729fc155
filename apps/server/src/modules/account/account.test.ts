import type { StaffMember } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { createCourse, createSchool, createStaff, TEST_PASSWORD } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';

const t = useTestApp();

describe('my account', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/account/me', headers });
  const changePassword = (headers: Record<string, string>, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/account/password', headers, payload });

  it('shows and changes my name and avatar', async () => {
    const { teacher, institution } = await createSchool(t.db, 'Lakeside School');
    const headers = await signIn(t, teacher.email);
    expect((await me(headers)).json()).toEqual({
      status: 'success',
      profile: {
        userid: teacher.id,
        name: teacher.name,
        email: teacher.email,
        role: 'teacher',
        image: '1',
        language: 'en-US',
        institution: institution.name,
        pending_email: null,
      },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers,
      payload: { name: '  Mei Chen ', image: '2' },
    });
    expect(changed.json().profile).toMatchObject({ name: 'Mei Chen', image: '2' });
    expect((await me(headers)).json().profile).toMatchObject({ name: 'Mei Chen', image: '2' });

    // The one name rule, a student's: a name has a letter.
    for (const name of [' ', '@@@', '123']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/account/profile',
        headers,
        payload: { name, image: '1' },
      });
      expect(refused.json()).toMatchObject({ code: 'students.name_invalid' });
    }
    expect((await me(headers)).json().profile).toMatchObject({ name: 'Mei Chen', image: '2' });
  });

  it('changes my password and signs out my other sessions only', async () => {
    const { teacher } = await createSchool(t.db);
    const here = await signIn(t, teacher.email);
    const elsewhere = await signIn(t, teacher.email);

    const wrongCurrent = await changePassword(here, { current: 'nope', password: 'brand-new', confirm: 'brand-new' });
    expect(wrongCurrent.json()).toMatchObject({ code: 'auth.current_password_incorrect' });
    const short = await changePassword(here, { current: TEST_PASSWORD, password: 'abc', confirm: 'abc' });
    expect(short.json()).toMatchObject({ code: 'auth.password_too_short' });
    const spaces = await changePassword(here, { current: TEST_PASSWORD, password: '      ', confirm: '      ' });
    expect(spaces.json()).toMatchObject({ code: 'auth.password_too_short' });
    const controlled = await changePassword(here, {
      current: TEST_PASSWORD,
      password: 'tab\there',
      confirm: 'tab\there',
    });
    expect(controlled.json()).toMatchObject({ code: 'auth.password_invalid' });
    const badConfirm = await changePassword(here, { current: TEST_PASSWORD, password: 'brand-new', confirm: 'bra' });
    expect(badConfirm.json()).toMatchObject({ code: 'auth.confirm_invalid' });
    const mismatch = await changePassword(here, {
      current: TEST_PASSWORD,
      password: 'brand-new',
      confirm: 'brand-old',
    });
    expect(mismatch.json()).toMatchObject({ code: 'auth.passwords_inconsistent' });
    const unchanged = await changePassword(here, {
      current: TEST_PASSWORD,
      password: TEST_PASSWORD,
      confirm: TEST_PASSWORD,
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toMatchObject({ code: 'auth.password_unchanged' });
    expect((await me(elsewhere)).statusCode).toBe(200);

    const done = await changePassword(here, { current: TEST_PASSWORD, password: 'brand-new', confirm: 'brand-new' });
    expect(done.json()).toEqual({ status: 'success' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await signIn(t, teacher.email, 'brand-new');
  });
});

describe('staff list', () => {
  it("lists the institution's staff with their class counts, for administrators only", async () => {
    const today = t.clock();
    const { institution, admin, teacher } = await createSchool(t.db);
    const suspended = await createStaff(t.db, { institutionId: institution.id, status: 'suspended', name: 'Zed' });
    await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today });
    await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today, expiresInDays: -5 });
    const other = await createSchool(t.db);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/list',
      headers: await signIn(t, admin.email),
    });
    expect(response.statusCode).toBe(200);
    const record = response.json<{ record: StaffMember[] }>().record;
    expect(record).toHaveLength(3);
    expect(record).toEqual(
      expect.arrayContaining([
        { userid: admin.id, name: admin.name, email: admin.email, role: 'admin', status: 'active', classes: 0 },
        { userid: teacher.id, name: teacher.name, email: teacher.email, role: 'teacher', status: 'active', classes: 2 },
        { userid: suspended.id, name: 'Zed', email: suspended.email, role: 'teacher', status: 'suspended', classes: 0 },
      ]),
    );
    expect(record.map((m) => m.userid)).not.toContain(other.teacher.id);

    const asTeacher = await t.app.inject({
      method: 'GET',
      url: '/api/account/list',
      headers: await signIn(t, teacher.email),
    });
    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json()).toMatchObject({ code: 'common.forbidden' });
  });
});
