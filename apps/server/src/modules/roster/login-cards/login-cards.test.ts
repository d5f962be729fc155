import { LEARNER_PATHS, ROSTER_PATHS } from '@lms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginCardBatches, students as studentsTable } from '../../../db/schema/index.js';
import { documentFonts, pdfFonts, textRuns } from '../../../lib/pdf/pdf-fonts.js';
import { HOUR } from '../../../test/clock.js';
import { createCourse, createStaff, createStudents, enrol, TEST_PASSWORD } from '../../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../../test/harness.js';
import { signInStudent } from '../../learner/learner.fixtures.js';
import type { StaffPrincipal } from '../../session/index.js';
import { createSessionService } from '../../session/index.js';
import { auditOf, call, classroom } from '../roster.fixtures.js';
import { importUrl, table, upload, xlsx } from '../roster-test-files.js';
import { createLoginCardService } from './login-cards.service.js';

// Sessions outlive the cards here, so expiry is the cards' own.
const t = useTestApp({ env: { TOKEN_TTL_HOURS: '48' } });

const cards = (headers: Record<string, string>, handle: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api${ROSTER_PATHS.loginCards.replace(':handle', handle)}${query}`, headers });

let pinSequence = 40_000;

async function newStudents(count: number) {
  const room = await classroom(t);
  let handle = '';
  for (let i = 0; i < count; i++) {
    const response = await call(
      t,
      room.headers,
      'POST',
      ROSTER_PATHS.addUser,
      { courseid: room.course.id },
      {
        username: ['王小明', 'สมหญิง ใจดี', 'Amy Chen'][i % 3]!,
        account: `card${i}${Math.random().toString(36).slice(2, 7)}`,
        password: `secret-${i}-pw`,
        pin: String(++pinSequence),
      },
    );
    handle = response.json().cards;
  }
  return { ...room, handle };
}

// The first task starts a worker thread, which compiles the task modules: seconds on a busy machine.
describe('GET /stu/logincards/{handle}', { timeout: 60_000 }, () => {
  it('gives the cards once, as a PDF, to the staff member who set the passwords', async () => {
    const { institution, admin, headers, handle } = await newStudents(1);
    const [stored] = await t.db
      .select()
      .from(loginCardBatches)
      .where(eq(loginCardBatches.institutionId, institution.id));
    // Only ciphertext is kept: neither the password nor the name can be read from the row.
    expect(stored!.payload.includes(Buffer.from('secret-0-pw'))).toBe(false);
    expect(stored!.payload.includes(Buffer.from('王小明'))).toBe(false);
    expect(stored!.handleHash).not.toContain(handle);

    const colleague = await cards(await signIn(t, admin.email), handle);
    expect(colleague.statusCode).toBe(410);
    expect(colleague.json()).toMatchObject({ code: 'students.cards_unavailable' });

    const pdf = await cards(headers, handle);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await cards(headers, handle)).json()).toMatchObject({ code: 'students.cards_unavailable' });
    expect(
      await t.db.select().from(loginCardBatches).where(eq(loginCardBatches.institutionId, institution.id)),
    ).toEqual([]);
  });

  it('expires after 24 hours and refuses a made-up handle', async () => {
    const { headers, handle } = await newStudents(1);
    t.clock.advance(24 * HOUR + 1);
    try {
      expect((await cards(headers, handle)).statusCode).toBe(410);
    } finally {
      t.clock.advance(-(24 * HOUR + 1));
    }
    expect((await cards(headers, 'x'.repeat(43))).statusCode).toBe(410);
  });

  it('prints ten cards a page with the fonts for Chinese and Thai names when the system has them', async () => {
    const { course, headers } = await classroom(t);
    const names = ['王小明', 'สมหญิง ใจดี', '김민준', 'Lucía Gómez'];
    const rows = Array.from({ length: 12 }, (_, i) => ({
      username: names[i % 4]!,
      account: `cards${i}`,
      pin: String(++pinSequence),
    }));
    const body = upload({ filename: 'class.xlsx', data: await xlsx(table(rows, ['username', 'account', 'pin'])) });
    const imported = await t.app.inject({
      method: 'POST',
      url: importUrl(course.id),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const pdf = (await cards(headers, imported.json().cards, '?lang=zh-TW')).rawPayload;
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const fonts = pdfFonts(t.app.log);
    if (fonts.cjk) expect(pdf.toString('latin1')).toContain('NotoSansCJK');
    if (fonts.thai) expect(pdf.toString('latin1')).toMatch(/\+(Loma|NotoSansThai)/);
  });
});

/** The cards behind a handle as the PDF prints them, read through the service instead of the PDF. */
async function cardsBehind(headers: Record<string, string>, handle: string) {
  const ctx = testContext(t);
  const staff = (await createSessionService(ctx).resolve(headers.authorization!.slice(7))) as StaffPrincipal;
  return createLoginCardService(ctx).redeem(staff, handle, 'https://lms.example/');
}

const reprint = (headers: Record<string, string>, courseId: number, stuids: number[]) =>
  call(t, headers, 'POST', ROSTER_PATHS.reprintCards, { courseid: courseId }, { stuids });

const learnerLogin = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${LEARNER_PATHS.login}`, payload });

describe('POST /stu/reprintcards/{courseid}', () => {
  it('prints cards again: password students get new passwords and are signed out, login numbers stay', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 3 });
    const [amy, ben, cat] = students;
    await t.db.update(studentsTable).set({ pin: '551234' }).where(eq(studentsTable.id, cat!.id));
    // Amy is in a colleague's class too: her new password concerns that class as well.
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: colleague.id,
      today: t.clock(),
    });
    await enrol(t.db, theirs, [amy!]);
    const signedIn = await signInStudent(t, institution.schoolCode, amy!.account);
    const library = () => t.app.inject({ method: 'GET', url: `/api${LEARNER_PATHS.library}`, headers: signedIn });
    expect((await library()).statusCode).toBe(200);
    const catHash = async () =>
      (await t.db.select().from(studentsTable).where(eq(studentsTable.id, cat!.id)))[0]!.passwordHash;
    const catBefore = await catHash();

    const response = await reprint(headers, course.id, [ben!.id, amy!.id, cat!.id]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ status: 'success', cards: expect.any(String), passwords_set: 2, pins: 1 });

    // The old password stops working and whoever used it is signed out.
    expect((await library()).statusCode).toBe(401);
    const old = await learnerLogin({ school: institution.schoolCode, account: amy!.account, password: TEST_PASSWORD });
    expect(old.json()).toMatchObject({ code: 'learner.invalid_credentials' });
    // A student with a login number keeps everything.
    expect(await catHash()).toBe(catBefore);
    expect((await learnerLogin({ school: institution.schoolCode, pin: '551234' })).statusCode).toBe(200);

    const printable = await cardsBehind(headers, answer.cards);
    expect(printable.signIn).toEqual({ address: 'https://lms.example/', schoolCode: institution.schoolCode });
    expect(printable.cards).toEqual([
      { username: ben!.username, account: ben!.account, password: expect.any(String), pin: null },
      { username: amy!.username, account: amy!.account, password: expect.any(String), pin: null },
      { username: cat!.username, account: cat!.account, password: null, pin: '551234' },
    ]);
    // The new password on the card signs in.
    await signInStudent(t, institution.schoolCode, amy!.account, printable.cards[1]!.password!);

    const audit = await auditOf(t, institution.id);
    expect(audit.map((row) => [row.action, row.entityId, row.courseId]).sort()).toEqual(
      [
        ['student.password_set', amy!.id, course.id],
        ['student.password_set', amy!.id, theirs.id],
        ['student.password_set', ben!.id, course.id],
      ].sort(),
    );
  });

  it("refuses students who are not in the class, an empty choice and an expired class, changing nobody's password", async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 1 });
    const other = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today: t.clock() });
    const [elsewhere] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await enrol(t.db, other, [elsewhere!]);
    const hashes = async () =>
      (
        await t.db
          .select({ hash: studentsTable.passwordHash })
          .from(studentsTable)
          .where(
            and(
              eq(studentsTable.institutionId, institution.id),
              inArray(studentsTable.id, [students[0]!.id, elsewhere!.id]),
            ),
          )
      ).map((row) => row.hash);
    const before = await hashes();

    const notHere = await reprint(headers, course.id, [students[0]!.id, elsewhere!.id]);
    expect(notHere.statusCode).toBe(404);
    expect((await reprint(headers, course.id, [])).json()).toMatchObject({ code: 'students.none_selected' });
    const expired = await classroom(t, { students: 1, expiresInDays: -1 });
    expect((await reprint(expired.headers, expired.course.id, [expired.students[0]!.id])).json()).toMatchObject({
      code: 'course.expired',
    });
    expect(await hashes()).toEqual(before);
    expect(await auditOf(t, institution.id)).toEqual([]);
  });
});

// The first task starts a worker thread, which compiles the task modules: seconds on a busy machine.
describe('card fonts', { timeout: 60_000 }, () => {
  const font = { data: Buffer.alloc(0) };

  it('draws Thai with the Thai font and, in a Chinese, Japanese or Korean document, everything else with the CJK font', () => {
    expect(textRuns('Amy 王 สม', documentFonts({ cjk: font, thai: font }, 'zh-TW'))).toEqual([
      { font: 'cjk', text: 'Amy 王 ' },
      { font: 'thai', text: 'สม' },
    ]);
  });

  it('in any other document draws Latin and its punctuation with Helvetica, not full-width', () => {
    expect(textRuns('week’s · Amy 王 สม', documentFonts({ cjk: font, thai: font }, 'th-TH'))).toEqual([
      { font: 'Helvetica', text: 'week’s · Amy ' },
      { font: 'cjk', text: '王' },
      { font: 'Helvetica', text: ' ' },
      { font: 'thai', text: 'สม' },
    ]);
  });

  it('without system fonts keeps what Helvetica can draw and leaves the rest out', () => {
    expect(textRuns('Lucía 王 Gómez สม', documentFonts({ cjk: null, thai: null }, 'ja-JP'))).toEqual([
      { font: 'Helvetica', text: 'Lucía  Gómez ' },
    ]);
  });
});
