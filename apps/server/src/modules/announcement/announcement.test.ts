import type { Announcement } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/index.js';
import { DAY, HOUR } from '../../test/clock.js';
import { createSchool } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { sanitizeAnnouncementHtml } from './announcement-html.js';

describe('announcement HTML', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<a href="javascript:alert(1)">go</a>', '<a rel="noopener noreferrer">go</a>'],
    ['<iframe src="https://evil.example"></iframe><b>ok</b>', '<b>ok</b>'],
    ['<p style="color:red" onclick="x()">styled</p>', '<p>styled</p>'],
    [
      '<a href="https://example.com" target="_blank">rules</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">rules</a>',
    ],
  ])('sanitises %s', (given, expected) => {
    expect(sanitizeAnnouncementHtml(given)).toBe(expected);
  });
});

describe('GET /api/ores/getanncmnt', () => {
  const t = useTestApp();

  it('lists displayed current and upcoming announcements for the school and for everybody, sanitised', async () => {
    const now = t.clock();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const mine = await createSchool(t.db);
    const other = await createSchool(t.db);
    const rows = await t.db
      .insert(announcements)
      .values([
        {
          institutionId: mine.institution.id,
          type: 'general',
          contentHtml: '<p onclick="steal()">Welcome<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
          startAt: at(-DAY),
          endAt: at(DAY),
        },
        {
          institutionId: null,
          type: 'maintenance',
          contentHtml: '<p>ignored</p>',
          startAt: at(2 * DAY),
          endAt: at(2 * DAY + 2 * HOUR),
        },
        {
          institutionId: mine.institution.id,
          type: 'activity',
          contentHtml: '<b>ended</b>',
          startAt: at(-3 * DAY),
          endAt: at(-HOUR),
        },
        {
          institutionId: mine.institution.id,
          type: 'activity',
          contentHtml: '<b>hidden</b>',
          display: false,
          startAt: at(-DAY),
          endAt: at(DAY),
        },
        {
          institutionId: other.institution.id,
          type: 'general',
          contentHtml: '<b>other school</b>',
          startAt: at(-DAY),
          endAt: at(DAY),
        },
      ])
      .returning({ id: announcements.id });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ores/getanncmnt',
      headers: await signIn(t, mine.teacher.email),
    });
    expect(response.statusCode).toBe(200);
    const { status, record } = response.json<{ status: string; record: Announcement[] }>();
    expect(status).toBe('success');
    const seconds = (ms: number) => Math.floor(at(ms).getTime() / 1000);
    expect(record).toEqual([
      {
        anncmnt_id: rows[0]!.id,
        anncmnt_type: 'general',
        anncmnt_content: '<p>Welcome</p><a rel="noopener noreferrer">x</a>',
        display_flag: 'true',
        start_date: seconds(-DAY),
        end_date: seconds(DAY),
      },
      {
        anncmnt_id: rows[1]!.id,
        anncmnt_type: 'maintenance',
        anncmnt_content: '',
        display_flag: 'true',
        start_date: seconds(2 * DAY),
        end_date: seconds(2 * DAY + 2 * HOUR),
      },
    ]);
  });

  it('is for signed-in staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ores/getanncmnt' })).statusCode).toBe(401);
  });
});
