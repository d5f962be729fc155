import { randomBytes } from 'node:crypto';
import {
  type ImportResponse,
  LANGUAGES,
  ROSTER_LIMITS,
  ROSTER_PATHS,
  type RosterListResponse,
  type StudentField,
} from '@lms/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { students as studentsTable, users } from '../../../db/schema/index.js';
import { calendarDate } from '../../../lib/clock.js';
import { createCourse, createStudents } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/harness.js';
import { COLUMN_LABELS } from '../export/column-labels.js';
import { auditOf, classroom, rosterOf } from '../roster.fixtures.js';
import { csv, importUrl, type StudentRowValues, table, upload, xlsx, zip } from '../roster-test-files.js';

const t = useTestApp();

const ALL: StudentField[] = ['username', 'account', 'password', 'pin', 'parent_phone', 'parent_account', 'remarks'];

type Headers = Record<string, string>;

function sendFile(headers: Headers, courseId: number, file: { filename: string; data: Buffer }, dryRun = false) {
  const body = upload(file);
  return t.app.inject({
    method: 'POST',
    url: importUrl(courseId, dryRun),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function importRows(headers: Headers, courseId: number, rows: StudentRowValues[], dryRun = false) {
  return sendFile(headers, courseId, { filename: 'students.xlsx', data: await xlsx(table(rows, ALL)) }, dryRun);
}

const roster = async (headers: Headers, courseId: number) =>
  (await rosterOf(t, headers, courseId)).json<RosterListResponse>();

let pinSequence = 700_000;
/** Students numbered from `from`, each with a unique account, pin (pins are unique across schools) and parent phone. */
const pupils = (count: number, from = 1, tag = randomBytes(3).toString('hex')): StudentRowValues[] =>
  Array.from({ length: count }, (_, i) => ({
    username: `Pupil ${from + i}`,
    account: `p${tag}-${from + i}`,
    password: `pass-${from + i}x`,
    pin: String(++pinSequence),
    parent_phone: `09${String(10000000 + from + i)}`,
    parent_account: `parent${from + i}@example.com`,
  }));

describe('POST /stu/importfromfile', () => {
  it('previews without writing, then imports new students and enrols existing ones in one go', async () => {
    const { institution, course, headers } = await classroom(t);
    const [known] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    const rows = [...pupils(2), { username: known!.username.toUpperCase(), account: known!.account }];

    const preview = await importRows(headers, course.id, rows, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportResponse>()).toEqual({
      status: 'success',
      dry_run: true,
      rows: [
        { row: 2, username: 'Pupil 1', account: rows[0]!.account, action: 'create' },
        { row: 3, username: 'Pupil 2', account: rows[1]!.account, action: 'create' },
        { row: 4, username: known!.username.toUpperCase(), account: known!.account, action: 'enrol' },
      ],
      problems: [],
      limits: [],
      created: 2,
      enrolled: 1,
      unchanged: 0,
      cards: null,
    });
    expect((await roster(headers, course.id)).record).toEqual([]);
    expect(await auditOf(t, institution.id)).toEqual([]);

    const done = await importRows(headers, course.id, rows);
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResponse>()).toMatchObject({
      dry_run: false,
      created: 2,
      enrolled: 1,
      cards: expect.any(String),
    });
    const { record } = await roster(headers, course.id);
    expect(record.map((s) => s.account).sort()).toEqual([rows[0]!.account, rows[1]!.account, known!.account].sort());
    expect(record.find((s) => s.account === rows[0]!.account)).toMatchObject({
      pin: rows[0]!.pin,
      parent_phone: rows[0]!.parent_phone,
      parent_account: rows[0]!.parent_account,
    });
    // The existing student keeps their own profile.
    expect(record.find((s) => s.stuid === known!.id)?.username).toBe(known!.username);
    const audit = await auditOf(t, institution.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['student.create', 'student.create', 'student.enrol']);
  });

  it('imports nothing from a 30-row file with one bad row, then everything once it is fixed', async () => {
    const { institution, course, headers } = await classroom(t, { studentLimit: 40 });
    const rows = pupils(30);
    rows[16] = { ...rows[16], pin: '12ab' };

    const refused = await importRows(headers, course.id, rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 'error',
      code: 'import.rows_invalid',
      details: { problems: [{ row: 18, column: 'pin', code: 'students.pin_invalid' }] },
    });
    expect((await roster(headers, course.id)).record).toEqual([]);
    expect(await t.db.select().from(studentsTable).where(eq(studentsTable.institutionId, institution.id))).toEqual([]);
    expect(await auditOf(t, institution.id)).toEqual([]);

    const preview = (await importRows(headers, course.id, rows, true)).json<ImportResponse>();
    expect(preview.rows[16]).toMatchObject({ row: 18, action: null });
    expect(preview.problems).toEqual([{ row: 18, column: 'pin', code: 'students.pin_invalid' }]);

    rows[16] = { ...rows[16], pin: '' };
    const imported = await importRows(headers, course.id, rows);
    expect(imported.json()).toMatchObject({ created: 30, enrolled: 0 });
    expect((await roster(headers, course.id)).info.occupied).toBe(30);
  });

  it('reports duplicates within the file and against the institution, row by row', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    const [elsewhere] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await t.db
      .update(studentsTable)
      .set({ pin: '909090', parentPhone: '0955000111' })
      .where(eq(studentsTable.id, elsewhere!.id));
    const [mine] = students;
    const rows: StudentRowValues[] = [
      { username: 'Ann', account: 'ann.dup', pin: '111111' },
      { username: 'Ann Again', account: 'ANN.DUP', pin: '111111' },
      { username: 'Ben', account: 'ben.x', parent_phone: '0955-000-111' },
      { username: 'Cat', account: 'cat.x', pin: '909090' },
      { username: 'Not The Same', account: elsewhere!.account },
      { username: mine!.username, account: mine!.account },
      { username: 'Dan', account: 'dan.x', password: '123' },
      { username: 'Eve', account: 'eve.x', parent_phone: '0966000222' },
      { username: 'Fay', account: 'fay.x', parent_phone: '0966 000 222' },
    ];
    const preview = (await importRows(headers, course.id, rows, true)).json<ImportResponse>();
    expect(preview.problems).toEqual([
      { row: 3, column: 'account', code: 'students.already_exists' },
      { row: 3, column: 'pin', code: 'students.number_exists' },
      { row: 4, column: 'parent_phone', code: 'students.phone_exists' },
      { row: 5, column: 'pin', code: 'students.number_exists' },
      { row: 6, column: 'account', code: 'students.profile_exists' },
      { row: 8, column: 'password', code: 'auth.password_too_short' },
      { row: 10, column: 'parent_phone', code: 'students.phone_exists' },
    ]);
    expect(preview.rows.map((row) => row.action)).toEqual([
      'create',
      null,
      null,
      null,
      null,
      'unchanged',
      null,
      'create',
      null,
    ]);
    expect((await importRows(headers, course.id, rows)).statusCode).toBe(400);
    expect((await roster(headers, course.id)).record.map((s) => s.stuid)).toEqual([mine!.id]);
  });

  it('re-imports a list: students already in the class are left unchanged and the new ones join', async () => {
    const { institution, course, headers } = await classroom(t, { studentLimit: 5 });
    const list = pupils(4);
    expect((await importRows(headers, course.id, list)).json()).toMatchObject({ created: 4 });
    const before = await roster(headers, course.id);
    const auditBefore = (await auditOf(t, institution.id)).length;

    // The same list with one more student, names typed differently and other cells changed.
    const again = [
      ...list.map((row) => ({
        ...row,
        username: `  ${row.username!.toUpperCase()} `,
        remarks: 'ignored',
        password: '',
      })),
      ...pupils(1, 5),
    ];
    const preview = (await importRows(headers, course.id, again, true)).json<ImportResponse>();
    expect(preview).toMatchObject({ problems: [], limits: [], created: 1, enrolled: 0, unchanged: 4 });
    expect(preview.rows.map((row) => row.action)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'create',
    ]);

    const done = await importRows(headers, course.id, again);
    expect(done.json()).toMatchObject({ created: 1, enrolled: 0, unchanged: 4, cards: expect.any(String) });
    const after = await roster(headers, course.id);
    expect(after.info.occupied).toBe(5);
    // The students already there keep their profile, their password and their place.
    for (const student of before.record) expect(after.record).toContainEqual(student);
    const audit = (await auditOf(t, institution.id)).slice(auditBefore);
    expect(audit.map((row) => row.action)).toEqual(['student.create']);

    // Only students already in the class: nothing to do, nothing written.
    const same = (await importRows(headers, course.id, list)).json<ImportResponse>();
    expect(same).toMatchObject({ created: 0, enrolled: 0, unchanged: 4, cards: null });
    expect((await auditOf(t, institution.id)).length).toBe(auditBefore + 1);
  });

  it('still refuses the whole re-imported list when another row has a problem', async () => {
    const { course, headers, students } = await classroom(t, { students: 2 });
    const [first] = students;
    const rows: StudentRowValues[] = [
      { username: first!.username, account: first!.account },
      { username: 'New One', account: 'new.one.ok' },
      { username: 'Bad Pin', account: 'bad.pin.x', pin: '12ab' },
    ];
    const preview = (await importRows(headers, course.id, rows, true)).json<ImportResponse>();
    expect(preview.rows.map((row) => row.action)).toEqual(['unchanged', 'create', null]);
    expect(preview.problems).toEqual([{ row: 4, column: 'pin', code: 'students.pin_invalid' }]);
    expect((await importRows(headers, course.id, rows)).json()).toMatchObject({ code: 'import.rows_invalid' });
    expect((await roster(headers, course.id)).record).toHaveLength(2);
  });

  it('checks the class size and the quota for the whole file', async () => {
    const { course, headers } = await classroom(t, { students: 8, studentLimit: 10, quota: 12 });
    const rows = pupils(5);
    const preview = (await importRows(headers, course.id, rows, true)).json<ImportResponse>();
    expect(preview.limits).toEqual([
      { code: 'students.class_size_reached', current: 8, limit: 10, requested: 5 },
      { code: 'students.quota_full', current: 8, quota: 12, requested: 5 },
    ]);
    const refused = await importRows(headers, course.id, rows);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'students.class_size_reached',
      details: { current: 8, limit: 10, requested: 5 },
    });
    expect((await roster(headers, course.id)).record).toHaveLength(8);
  });

  it('generates readable passwords for blank cells', async () => {
    const { course, headers } = await classroom(t);
    const rows = pupils(2).map((row) => ({ ...row, password: '' }));
    const response = await importRows(headers, course.id, rows);
    expect(response.json()).toMatchObject({ created: 2, cards: expect.any(String) });
  });

  it('refuses an expired class', async () => {
    const { course, headers } = await classroom(t, { expiresInDays: -3 });
    const response = await importRows(headers, course.id, pupils(1), true);
    expect(response.json()).toMatchObject({ code: 'course.expired' });
  });
});

describe('import file formats', () => {
  const rows = () => pupils(3);
  const previewOf = async (filename: string, data: Buffer) => {
    const { course, headers } = await classroom(t);
    const response = await sendFile(headers, course.id, { filename, data }, true);
    return response;
  };

  it('reads CSV in UTF-8 with and without a byte-order mark, with commas or semicolons', async () => {
    const cells = table(rows(), ALL);
    for (const data of [
      csv(cells),
      csv(cells, { bom: false }),
      csv(cells, { delimiter: ';' }),
      csv(cells, { delimiter: ';', bom: false }),
    ]) {
      const response = await previewOf('students.csv', data);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ImportResponse>()).toMatchObject({ created: 3, problems: [] });
    }
  });

  it("reads Excel's Unicode text (UTF-16, tab-separated) with names in any script", async () => {
    const students = [
      { username: '王小明', account: 'wang.xm' },
      { username: 'สมหญิง ใจดี', account: 'somying' },
      { username: '김민준', account: 'minjun' },
    ];
    const response = await previewOf(
      'students.txt',
      csv(table(students, ['username', 'account']), { delimiter: '\t', encoding: 'utf16le' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResponse>().rows.map((row) => row.username)).toEqual(['王小明', 'สมหญิง ใจดี', '김민준']);
  });

  it('recognises the headers of all six languages, whatever their case and spacing', async () => {
    for (const language of LANGUAGES) {
      const cells = table(rows(), ALL, language);
      cells[0] = cells[0]!.map((header) => ` ${header.toUpperCase().replaceAll(' ', '  ')} `);
      const response = await previewOf('students.csv', csv(cells));
      expect(response.statusCode, `${language}: ${response.body}`).toBe(200);
      expect(response.json<ImportResponse>().created, language).toBe(3);
    }
  });

  it('refuses a file without the name and account columns, an empty one and an unsupported type', async () => {
    expect(
      (
        await previewOf(
          'students.csv',
          csv([
            ['Colour', 'Size'],
            ['red', 'L'],
          ]),
        )
      ).json(),
    ).toMatchObject({
      code: 'import.headers_missing',
    });
    expect((await previewOf('students.csv', csv(table([], ALL)))).json()).toMatchObject({ code: 'import.empty' });
    const pdf = await previewOf('students.pdf', Buffer.from('%PDF-1.7'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ code: 'import.unsupported_type' });
    const { course, headers } = await classroom(t);
    const noFile = await t.app.inject({
      method: 'POST',
      url: importUrl(course.id),
      headers,
      payload: { dryRun: 'true' },
    });
    expect(noFile.json()).toMatchObject({ code: 'import.file_missing' });
    // A form sent without choosing a file.
    const emptyPart = await sendFile(headers, course.id, { filename: '', data: Buffer.alloc(0) }, true);
    expect(emptyPart.json()).toMatchObject({ code: 'import.file_missing' });
  });

  it('refuses files over 2 MB and over 1,000 rows', async () => {
    const big = await previewOf(
      'students.csv',
      Buffer.concat([csv(table(rows(), ALL)), Buffer.alloc(2 * 1024 * 1024, 0x20)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'import.too_large' });
    const many = Array.from({ length: 1_001 }, (_, i) => ({ username: `Kid ${i}`, account: `kid${i}` }));
    const tooMany = await previewOf('students.csv', csv(table(many, ['username', 'account'])));
    expect(tooMany.json()).toMatchObject({ code: 'import.too_many_rows' });
  });

  it('refuses random bytes, zip bombs and lying zips as malformed, and keeps serving', async () => {
    const workbookParts = (sheet: Buffer, declaredSize?: number) =>
      zip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize },
      ]);
    const bomb = workbookParts(Buffer.alloc(16 * 1024 * 1024, 0x41));
    expect(bomb.length).toBeLessThan(ROSTER_LIMITS.importMaxBytes);
    const files: [string, Buffer][] = [
      ['random.xlsx', randomBytes(4_096)],
      ['random.csv', randomBytes(4_096)],
      ['bomb.xlsx', bomb],
      // An entry that says it unpacks to 1 KB but holds 16 MB.
      ['liar.xlsx', workbookParts(Buffer.alloc(16 * 1024 * 1024, 0x41), 1_024)],
      ['not-a-workbook.xlsx', zip([{ name: 'hello.txt', data: Buffer.from('hi') }])],
      ['truncated.xlsx', (await xlsx(table(rows(), ALL))).subarray(0, 2_000)],
      ['corrupt.xlsx', workbookParts(Buffer.from('<worksheet><sheetData><row r="1"><c'))],
    ];
    for (const [filename, data] of files) {
      const response = await previewOf(filename, data);
      expect(response.statusCode, filename).toBe(400);
      expect(response.json(), filename).toMatchObject({ code: 'import.malformed' });
    }
    const { course, headers } = await classroom(t);
    expect((await rosterOf(t, headers, course.id)).statusCode).toBe(200);
  });

  it('refuses a form body it cannot read as malformed, not as a server failure', async () => {
    const { course, headers } = await classroom(t);
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"'],
      ['multipart/form-data', 'no boundary at all'],
    ];
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: importUrl(course.id),
        headers: { ...headers, 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'import.malformed' });
    }
    expect((await rosterOf(t, headers, course.id)).json<RosterListResponse>().record).toEqual([]);
  });
});

describe('export and template', () => {
  async function download(headers: Headers, pattern: string, params: Record<string, number>, query = '') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${pattern.replace(':courseid', String(params.courseid))}${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  async function sheetOf(data: Buffer, index = 0) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[index]!;
    const cells: string[][] = [];
    sheet.eachRow((row) =>
      cells.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => String(value ?? ''))),
    );
    return { name: sheet.name, cells };
  }

  it('exports what the roster shows, then the template columns, without passwords and neutralising formulas', async () => {
    const { course, headers, students } = await classroom(t, { students: 2 });
    await t.db
      .update(studentsTable)
      .set({
        username: '=HYPERLINK("http://evil")',
        parentPhone: '+886912345678',
        remarks: '@SUM(1)',
        pin: '0042',
        active: false,
        level: 'B2',
        placement: 'pending',
        exp: 1250,
        tickets: 7,
        picturePasswordHash: 'stored-hash',
      })
      .where(eq(studentsTable.id, students[0]!.id));
    await t.db.update(studentsTable).set({ placement: 'done' }).where(eq(studentsTable.id, students[1]!.id));
    const [joined] = (await roster(headers, course.id)).record.map((s) => s.joined);
    const day = calendarDate(new Date(joined!)).replaceAll('-', '.');

    const response = await download(headers, ROSTER_PATHS.export, { courseid: course.id });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment;');
    const labels = COLUMN_LABELS['en-US'];
    const shown = await sheetOf(response.rawPayload);
    expect(shown.name).toBe('Students');
    expect(shown.cells[0]).toEqual([
      labels.username,
      labels.account,
      labels.pin,
      'Active',
      'Level',
      'Placement',
      'Experience (EXP)',
      'Lucky-draw tickets',
      'Picture password',
      labels.parent_phone,
      labels.parent_account,
      labels.remarks,
      'Joined',
    ]);
    expect(shown.cells).toContainEqual([
      `'=HYPERLINK("http://evil")`,
      students[0]!.account,
      '0042',
      'Inactive',
      'B2',
      'Retest pending',
      '1250',
      '7',
      'Chosen',
      "'+886912345678",
      '',
      "'@SUM(1)",
      day,
    ]);
    expect(shown.cells).toContainEqual([
      students[1]!.username,
      students[1]!.account,
      '',
      'Active',
      '',
      'Done',
      '0',
      '0',
      'Not chosen',
      '',
      '',
      '',
      day,
    ]);

    const forImport = await sheetOf(response.rawPayload, 1);
    expect(forImport.name).toBe('For import');
    expect(forImport.cells[0]).toEqual([
      labels.username,
      labels.account,
      labels.pin,
      labels.parent_phone,
      labels.parent_account,
      labels.remarks,
    ]);
    expect(forImport.cells).toContainEqual([
      `'=HYPERLINK("http://evil")`,
      students[0]!.account,
      '0042',
      "'+886912345678",
      '',
      "'@SUM(1)",
    ]);

    const asCsv = await download(headers, ROSTER_PATHS.export, { courseid: course.id }, '?format=csv');
    expect(asCsv.headers['content-type']).toContain('text/csv');
    const text = asCsv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil"")","${students[0]!.account}","0042","Inactive","B2","Retest pending","1250","7","Chosen","'+886912345678","","'@SUM(1)","${day}"`,
    );
    const header = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header).toContain(`"${labels.username}"`);
    expect(header).not.toContain(`"${labels.password}"`);
  });

  it("lists the export's students in the language's order of names", async () => {
    const { course, headers, students } = await classroom(t, { students: 4 });
    const names = ['Zoe', 'émile', 'adam', 'Ádám'];
    for (const [index, student] of students.entries()) {
      await t.db.update(studentsTable).set({ username: names[index]! }).where(eq(studentsTable.id, student.id));
    }
    const response = await download(headers, ROSTER_PATHS.export, { courseid: course.id });
    for (const sheet of [0, 1]) {
      const { cells } = await sheetOf(response.rawPayload, sheet);
      expect(cells.slice(1).map((row) => row[0])).toEqual(['adam', 'Ádám', 'émile', 'Zoe']);
    }
  });

  it('re-imports an export: into another class the students enrol, into a new school they are created alike', async () => {
    const source = await classroom(t, { students: 3 });
    await t.db
      .update(studentsTable)
      .set({ pin: '0077', parentPhone: '+886911222333', parentAccount: 'mum@example.com', remarks: '-quiet' })
      .where(eq(studentsTable.id, source.students[0]!.id));
    const exported = {
      xlsx: (await download(source.headers, ROSTER_PATHS.export, { courseid: source.course.id })).rawPayload,
      csv: (await download(source.headers, ROSTER_PATHS.export, { courseid: source.course.id }, '?format=csv'))
        .rawPayload,
    };
    const original = (await roster(source.headers, source.course.id)).record;
    const profile = (s: RosterListResponse['record'][number]) => [
      s.username,
      s.account,
      s.pin,
      s.parent_phone,
      s.parent_account,
      s.remarks,
    ];

    for (const [format, data] of Object.entries(exported)) {
      // A second class of the same school: everyone is already a student there, so they enrol.
      const sibling = await createCourse(t.db, {
        institutionId: source.institution.id,
        teacherId: source.teacher.id,
        today: t.clock(),
      });
      const enrolled = await sendFile(source.headers, sibling.id, { filename: `export.${format}`, data });
      expect(enrolled.json(), format).toMatchObject({ created: 0, enrolled: 3, cards: null });
      // Into the class it came from: everyone is there already, nothing changes.
      const again = await sendFile(source.headers, source.course.id, { filename: `export.${format}`, data });
      expect(again.json(), format).toMatchObject({ created: 0, enrolled: 0, unchanged: 3, problems: [] });
    }
    // The second sheet alone is a filled-in template.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.xlsx as unknown as ExcelJS.Buffer);
    workbook.removeWorksheet(workbook.worksheets[0]!.id);
    const secondSheet = Buffer.from(await workbook.xlsx.writeBuffer());
    const third = await createCourse(t.db, {
      institutionId: source.institution.id,
      teacherId: source.teacher.id,
      today: t.clock(),
    });
    const fromSecond = await sendFile(source.headers, third.id, { filename: 'export.xlsx', data: secondSheet });
    expect(fromSecond.json()).toMatchObject({ created: 0, enrolled: 3, problems: [] });

    // The school moves to a new account: its students are created there with every field intact.
    await t.db.delete(studentsTable).where(eq(studentsTable.institutionId, source.institution.id));
    for (const [format, data] of Object.entries(exported)) {
      const fresh = await classroom(t);
      const created = await sendFile(fresh.headers, fresh.course.id, { filename: `export.${format}`, data });
      expect(created.json(), format).toMatchObject({ created: 3, enrolled: 0, problems: [] });
      const copy = (await roster(fresh.headers, fresh.course.id)).record;
      expect(copy.map(profile).sort(), format).toEqual(original.map(profile).sort());
      await t.db.delete(studentsTable).where(eq(studentsTable.institutionId, fresh.institution.id));
    }
  });

  it("gives the template in the caller's language with an example row and notes, and it imports", async () => {
    const { course, headers, teacher } = await classroom(t);
    await t.db.update(users).set({ language: 'zh-TW' }).where(eq(users.id, teacher.id));

    const response = await download(headers, ROSTER_PATHS.importSample, { courseid: 0 });
    expect(response.headers['content-disposition']).toContain('students-template.xlsx');
    const students = await sheetOf(response.rawPayload, 0);
    expect(students.name).toBe('學生');
    expect(students.cells[0]).toEqual(ALL.map((field) => COLUMN_LABELS['zh-TW'][field]));
    expect(students.cells[1]!.slice(0, 2)).toEqual(['王小明', 'xiaoming.wang']);
    const notes = await sheetOf(response.rawPayload, 1);
    expect(notes.cells.length).toBeGreaterThanOrEqual(ALL.length + 1);
    expect(notes.cells[1]![0]).toBe(COLUMN_LABELS['zh-TW'].username);

    const preview = await sendFile(headers, course.id, { filename: 'template.xlsx', data: response.rawPayload }, true);
    expect(preview.json()).toMatchObject({ created: 1, problems: [] });

    const english = await download(headers, ROSTER_PATHS.importSample, { courseid: 0 }, '?format=csv&lang=en-US');
    const text = english.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${ALL.map((field) => `"${COLUMN_LABELS['en-US'][field]}"`).join(',')}`);
    expect(text.split('\r\n')[1]).toBe('"Amy Chen","amy.chen","","","","",""');
  });
});
