import { ROSTER_PATHS } from '@lms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginCardBatches } from '../../db/schema/index.js';
import { HOUR } from '../../test/clock.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { cardFonts, textRuns } from './card-fonts.js';
import { call, classroom } from './roster.fixtures.js';
import { importUrl, table, upload, xlsx } from './roster-test-files.js';

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

describe('GET /stu/logincards/{handle}', () => {
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
    const fonts = cardFonts(t.app.log);
    if (fonts.cjk) expect(pdf.toString('latin1')).toContain('NotoSansCJK');
    if (fonts.thai) expect(pdf.toString('latin1')).toMatch(/\+(Loma|NotoSansThai)/);
  });
});

describe('card fonts', () => {
  const font = { data: Buffer.alloc(0) };

  it('draws Thai with the Thai font and everything else with the CJK font', () => {
    expect(textRuns('Amy 王 สม', { cjk: font, thai: font })).toEqual([
      { font: 'cjk', text: 'Amy 王 ' },
      { font: 'thai', text: 'สม' },
    ]);
  });

  it('without system fonts keeps what Helvetica can draw and leaves the rest out', () => {
    expect(textRuns('Lucía 王 Gómez สม', { cjk: null, thai: null })).toEqual([
      { font: 'Helvetica', text: 'Lucía  Gómez ' },
    ]);
  });
});
