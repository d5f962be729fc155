import { TEACHER_IMPORT_LIMITS } from '@lms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffInvitations, users } from '../../db/schema/index.js';
import { createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { csv, minimalXlsx, upload } from '../roster/roster-test-files.js';

const HEADER = ['name', 'email', 'language'];
type File = { filename: string; data: Buffer };

describe('teacher import', () => {
  const t = useTestApp();

  let serial = 0;
  /** A fresh school with its records and the headers of its administrator and teacher. */
  async function school() {
    serial += 1;
    const made = await createSchool(t.db, `Import School ${serial}`);
    return {
      ...made,
      adminHeaders: await signIn(t, made.admin.email),
      teacherHeaders: await signIn(t, made.teacher.email),
    };
  }
  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@school.test`;

  const send = (path: string, headers: Record<string, string>, file: File, query = '') => {
    const body = upload(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/account/import${path}${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const asCsv = (rows: string[][]): File => ({ filename: 'teachers.csv', data: csv([HEADER, ...rows]) });
  const preview = (headers: Record<string, string>, rows: string[][]) => send('/preview', headers, asCsv(rows));
  const commit = (headers: Record<string, string>, rows: string[][]) => send('', headers, asCsv(rows));
  const accountsOf = (emails: string[]) =>
    t.db
      .select({
        id: users.id,
        institutionId: users.institutionId,
        email: users.email,
        name: users.name,
        status: users.status,
        language: users.language,
        role: users.role,
      })
      .from(users)
      .where(inArray(users.email, emails));
  const staffList = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/account/list', headers })).json<{
      record: { email: string; status: string }[];
    }>().record;

  it('previews every row with a problem of each kind, writing nothing', async () => {
    const { adminHeaders } = await school();
    const other = await school();
    const good = unique('good');
    const response = await preview(adminHeaders, [
      ['Good Teacher', good, 'ja'],
      ['', unique('nameless'), ''],
      ['Bad Mail', 'not-an-email', 'en-US'],
      ['Twice', ` ${good.toUpperCase()} `, 'es'],
      // E-mails are unique system-wide: another school's teacher has this one.
      ['Taken', other.teacher.email, 'ko-KR'],
      ['Klingon', unique('klingon'), 'tlh'],
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rows[0]).toEqual({ row: 2, name: 'Good Teacher', email: good, language: 'ja-JP', ok: true });
    expect(body.rows.map((row: { ok: boolean }) => row.ok)).toEqual([true, false, false, false, false, false]);
    expect(body.problems).toEqual([
      { row: 3, column: 'name', code: 'students.name_invalid' },
      { row: 4, column: 'email', code: 'auth.email_invalid' },
      { row: 5, column: 'email', code: 'import.email_repeated' },
      { row: 6, column: 'email', code: 'account.email_taken' },
      { row: 7, column: 'language', code: 'import.language_unknown' },
    ]);
    expect(await accountsOf([good])).toEqual([]);
  });

  it('a blank language is the administrator’s own', async () => {
    const { adminHeaders, admin } = await school();
    await t.db.update(users).set({ language: 'th-TH' }).where(eq(users.id, admin.id));
    const body = (await preview(adminHeaders, [['Somchai', unique('somchai'), '']])).json();
    expect(body.rows[0].language).toBe('th-TH');
    expect(body.problems).toEqual([]);
  });

  it('a blank language is the one the administrator uses the app in, when the page says it', async () => {
    const { adminHeaders, admin } = await school();
    await t.db.update(users).set({ language: 'en-US' }).where(eq(users.id, admin.id));
    const email = unique('haruto');
    const file = asCsv([['Haruto', email, '']]);
    const body = (await send('/preview', adminHeaders, file, '?language=ja-JP')).json();
    expect(body.rows[0].language).toBe('ja-JP');
    expect((await send('', adminHeaders, file, '?language=ja-JP')).statusCode).toBe(200);
    expect(await accountsOf([email])).toMatchObject([{ status: 'invited', language: 'ja-JP' }]);
    // The invitation mail is written in that language.
    expect(t.mailer.sent.findLast((mail) => mail.to === email)?.subject).toMatch(/への招待$/);
  });

  it('imports nothing when one row is bad, and says which', async () => {
    const { adminHeaders } = await school();
    const emails = [unique('first'), unique('second')];
    const response = await commit(adminHeaders, [
      ['First Teacher', emails[0]!, 'en-US'],
      ['Second Teacher', emails[1]!, 'xx'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'import.rows_invalid',
      details: { problems: [{ row: 3, column: 'language', code: 'import.language_unknown' }] },
    });
    expect(await accountsOf(emails)).toEqual([]);
    expect(t.mailer.sent.filter((mail) => emails.includes(mail.to))).toEqual([]);
  });

  it('invites every teacher as one invitation does, mails each after the commit and audits once', async () => {
    const { adminHeaders, admin, institution } = await school();
    const emails = [unique('ana'), unique('kenji')];
    const response = await commit(adminHeaders, [
      ['Ana Ruiz', emails[0]!.toUpperCase(), 'es'],
      ['Kenji Sato', emails[1]!, 'ja-JP'],
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', created: 2 });

    const created = await accountsOf(emails);
    expect(created.map(({ id: _, ...rest }) => rest).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        institutionId: institution.id,
        email: emails[0],
        name: 'Ana Ruiz',
        status: 'invited',
        language: 'es',
        role: 'teacher',
      },
      {
        institutionId: institution.id,
        email: emails[1],
        name: 'Kenji Sato',
        status: 'invited',
        language: 'ja-JP',
        role: 'teacher',
      },
    ]);
    expect([...body.userids].sort()).toEqual(created.map((row) => row.id).sort());
    const links = await t.db
      .select({ userId: staffInvitations.userId, invitedBy: staffInvitations.invitedBy })
      .from(staffInvitations)
      .where(inArray(staffInvitations.userId, body.userids));
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.invitedBy === admin.id)).toBe(true);

    const mails = t.mailer.sent.filter((mail) => emails.includes(mail.to));
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    expect(mails.find((mail) => mail.to === emails[0])?.subject).toContain('Te invitan');

    const audit = await t.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorUserId,
        entityId: auditLog.entityId,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, institution.id), eq(auditLog.action, 'staff.import')));
    expect(audit).toEqual([{ action: 'staff.import', actor: admin.id, entityId: null, after: { count: 2 } }]);

    const list = await staffList(adminHeaders);
    expect(list.filter((row) => emails.includes(row.email)).map((row) => row.status)).toEqual(['invited', 'invited']);
  });

  it('refuses the same file a second time because its e-mails exist', async () => {
    const { adminHeaders } = await school();
    const rows = [['Lea Moreau', unique('lea'), 'en']];
    expect((await commit(adminHeaders, rows)).statusCode).toBe(200);
    const again = await commit(adminHeaders, rows);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'import.rows_invalid',
      details: { problems: [{ row: 2, column: 'email', code: 'account.email_taken' }] },
    });
    expect(await accountsOf([rows[0]![1]!])).toHaveLength(1);
  });

  it('reads XLSX files with the headers in any case', async () => {
    const { adminHeaders } = await school();
    const email = unique('xlsx');
    const file = {
      filename: 'teachers.xlsx',
      data: minimalXlsx([
        ['Name', 'E-mail'],
        ['Xu Ming', email],
      ]),
    };
    const response = await send('', adminHeaders, file);
    expect(response.statusCode).toBe(200);
    expect(await accountsOf([email])).toMatchObject([{ status: 'invited', language: 'en-US' }]);
  });

  it('refuses files that are too large, too long, empty or without the columns', async () => {
    const { adminHeaders } = await school();
    const big = { filename: 'teachers.csv', data: Buffer.alloc(TEACHER_IMPORT_LIMITS.maxBytes + 1, 'a') };
    const tooBig = await send('/preview', adminHeaders, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'import.too_large' });

    const many = Array.from({ length: TEACHER_IMPORT_LIMITS.maxRows + 1 }, (_, index) => [
      `Teacher ${index}`,
      `many${index}@school.test`,
      '',
    ]);
    expect((await commit(adminHeaders, many)).json()).toMatchObject({ code: 'import.too_many_teachers' });
    expect(await accountsOf(['many0@school.test'])).toEqual([]);

    expect((await preview(adminHeaders, [])).json()).toMatchObject({ code: 'import.no_teachers' });
    const noEmail = {
      filename: 'teachers.csv',
      data: csv([
        ['name', 'phone'],
        ['A', '1'],
      ]),
    };
    expect((await send('/preview', adminHeaders, noEmail)).json()).toMatchObject({ code: 'import.headers_missing' });
    const pdf = { filename: 'teachers.pdf', data: Buffer.from('%PDF-1.4') };
    expect((await send('/preview', adminHeaders, pdf)).json()).toMatchObject({ code: 'import.unsupported_type' });
  });

  it('refuses what is not a teacher file, in the error format, inviting no one', async () => {
    const { adminHeaders, institution } = await school();
    const count = async () =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.institutionId, institution.id))).length;
    const before = await count();
    const notWorkbook = { filename: 'teachers.xlsx', data: Buffer.from('hello, not a spreadsheet') };
    expect((await send('', adminHeaders, notWorkbook)).json()).toMatchObject({ code: 'import.malformed' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { ...adminHeaders, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'import.malformed' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: adminHeaders,
      payload: { name: 'Not A File', email: unique('json') },
    });
    expect(json.json()).toMatchObject({ code: 'import.file_missing' });
    expect(await count()).toBe(before);
  });

  it('is for administrators only, and each school sees only its own teachers', async () => {
    const home = await school();
    const other = await school();
    const email = unique('private');
    const refused = await commit(home.teacherHeaders, [['Not Allowed', email, '']]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'common.forbidden' });
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/account/import/template',
      headers: home.teacherHeaders,
    });
    expect(template.statusCode).toBe(403);
    expect(await accountsOf([email])).toEqual([]);

    expect((await commit(home.adminHeaders, [['Home Teacher', email, '']])).statusCode).toBe(200);
    expect((await staffList(home.adminHeaders)).map((row) => row.email)).toContain(email);
    expect((await staffList(other.adminHeaders)).map((row) => row.email)).not.toContain(email);
    const [created] = await accountsOf([email]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/account/detail/${created!.id}`,
      headers: other.adminHeaders,
    });
    expect(detail.statusCode).toBe(404);
  });

  it('answers the template: the header row the import reads', async () => {
    const { adminHeaders } = await school();
    const response = await t.app.inject({ method: 'GET', url: '/api/account/import/template', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.replace(/^\uFEFF/, '').trim()).toBe('"name","email","language"');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/account/import/template?format=xlsx',
      headers: adminHeaders,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
