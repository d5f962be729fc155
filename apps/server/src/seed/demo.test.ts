import { demo } from '@lms/demo';
import { type CourseSummary, GRADE_TAGS, studentPageResponse } from '@lms/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, wantsDemo } from '../db/prepare.js';
import { announcements, enrolments, institutions, rewardLedger, students } from '../db/schema/index.js';
import { createFileStore } from '../lib/file-store/create-file-store.js';
import { verifyPictures } from '../modules/learner/picture-password.js';
import { signIn, useTestApp } from '../test/harness.js';
import { seedDemo } from './demo.js';
import { demoActivityChecks } from './demo-activity.checks.js';
import { demoEchoChecks } from './demo-echo.checks.js';
import { demoLevelChecks } from './demo-levels.checks.js';
import { demoLibraryChecks } from './demo-library.checks.js';

describe('demo data', () => {
  const t = useTestApp();
  let seconds = 0;
  // One load of the whole demo, checked below and by the library, activity and Echo Valley checks.
  beforeAll(async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const started = performance.now();
    await seedDemo(t.db, t.clock, t.config.contentDir, demo, createFileStore(t.config));
    seconds = (performance.now() - started) / 1000;
  }, 300_000);

  it('loads in reasonable time, Echo Valley scored included', () => {
    console.info(`demo seeded in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(240);
  });

  async function classList(email: string) {
    const headers = await signIn(t, email, demo.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
    return response.json<{ active: CourseSummary[]; expired: CourseSummary[] }>();
  }

  it('fills an empty database', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('gives teacher@demo.test classes across every grade tag, expiring, expired and roomy ones', async () => {
    const { active, expired } = await classList('teacher@demo.test');
    const all = [...active, ...expired];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((c) => c.grade_tag))).toEqual(new Set(GRADE_TAGS));
    expect(active.filter((c) => c.expiring)).toHaveLength(1);
    expect(expired).toHaveLength(2);
    expect(active.some((c) => c.available >= 40)).toBe(true);
    expect(new Set(active.map((c) => c.occupied)).size).toBeGreaterThan(3);
  });

  it('has an administrator who sees the classes of all three teachers', async () => {
    const { active, expired } = await classList('admin@demo.test');
    expect(new Set([...active, ...expired].map((c) => c.teacher_name)).size).toBe(3);
    for (const email of ['teacher2@demo.test', 'teacher3@demo.test']) {
      expect((await classList(email)).active.length).toBeGreaterThan(0);
    }
  });

  it('has about 150 students with multilingual names at Demo School, and a separate Other School', async () => {
    const [demo] = await t.db.select().from(institutions).where(eq(institutions.schoolCode, 'DEMO'));
    expect(demo).toMatchObject({ name: 'Demo School', studentQuota: 400 });
    const roster = await t.db.select().from(students).where(eq(students.institutionId, demo!.id));
    expect(roster.length).toBeGreaterThanOrEqual(140);
    expect(roster.some((s) => s.account === 'meiling.lin')).toBe(true);
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Hangul}/u,
      /\p{Script=Thai}/u,
      /\p{Script=Hiragana}/u,
      /[áéíóú]/,
    ]) {
      expect(roster.some((s) => script.test(s.username))).toBe(true);
    }
    expect(roster.some((s) => s.pin)).toBe(true);
    expect(roster.some((s) => s.parentAccount?.includes('@'))).toBe(true);

    const otherList = await classList('other@demo.test');
    expect(otherList.active.length).toBeGreaterThan(0);
    const demoIds = new Set([...(await classList('admin@demo.test')).active].map((c) => c.courseid));
    expect(otherList.active.some((c) => demoIds.has(c.courseid))).toBe(false);
  });

  it('gives some students of every Demo School class a picture password, so resetting one can be tried', async () => {
    const [school] = await t.db.select().from(institutions).where(eq(institutions.schoolCode, 'DEMO'));
    const rows = await t.db
      .select({ courseId: enrolments.courseId, hash: students.picturePasswordHash })
      .from(enrolments)
      .innerJoin(
        students,
        and(eq(students.institutionId, enrolments.institutionId), eq(students.id, enrolments.studentId)),
      )
      .where(eq(enrolments.institutionId, school!.id));
    const classes = new Set(rows.map((row) => row.courseId));
    const withPictures = new Set(rows.filter((row) => row.hash !== null).map((row) => row.courseId));
    expect(withPictures).toEqual(classes);
    // Not everyone: "Not chosen" is on the roster too.
    expect(rows.some((row) => row.hash === null)).toBe(true);
    const chosen = rows.find((row) => row.hash !== null)!.hash!;
    expect(await verifyPictures(chosen, [...demo.pictures].reverse())).toBe(true);
    expect(await verifyPictures(chosen, [1, 2])).toBe(false);
  });

  it("has a member of the company's staff who signs in at /internal, read-only, looking at a school", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/login',
      payload: { email: demo.internalStaff.email, password: demo.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.internal).toEqual({ school_code: expect.any(String), support_reason: null });
  });

  it('has one announcement of each type, the maintenance one still to come', async () => {
    const rows = await t.db
      .select({ type: announcements.type, n: count() })
      .from(announcements)
      .groupBy(announcements.type);
    expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toEqual({ maintenance: 1, general: 1, activity: 1 });
    const [maintenance] = await t.db.select().from(announcements).where(eq(announcements.type, 'maintenance'));
    expect(maintenance!.startAt.getTime()).toBeGreaterThan(t.clock().getTime());
  });

  it('gives every student EXP and tickets that add up to their reward ledger, each line a completed assignment or quiz', async () => {
    const result = await t.db.execute(sql`
      select s.id, s.exp, s.tickets,
        coalesce(sum(l.exp), 0)::int as ledger_exp, coalesce(sum(l.tickets), 0)::int as ledger_tickets
      from students s left join reward_ledger l on l.student_id = s.id and l.institution_id = s.institution_id
      group by s.institution_id, s.id`);
    const totals = (
      result as unknown as {
        rows: { id: number; exp: number; tickets: number; ledger_exp: number; ledger_tickets: number }[];
      }
    ).rows;
    expect(totals.length).toBeGreaterThanOrEqual(140);
    expect(totals.filter((row) => row.exp !== row.ledger_exp || row.tickets !== row.ledger_tickets)).toEqual([]);
    expect(totals.filter((row) => row.exp > 0).length).toBeGreaterThan(totals.length / 2);
    // Each line says what earned it: an assignment or an Echo Valley quiz that still exists.
    const lines = await t.db.select().from(rewardLedger);
    expect(
      lines.filter(
        (line) =>
          !(line.reason === 'assignment'
            ? line.assignmentId !== null
            : line.reason === 'echo' && line.echoQuizId !== null),
      ),
    ).toEqual([]);

    // The student page of each student of the teacher's first class: the totals are the ledger's sums.
    const headers = await signIn(t, 'teacher@demo.test', demo.password);
    const list = await t.app.inject({ method: 'GET', url: '/api/course/list', headers });
    const main = list.json<{ active: CourseSummary[] }>().active[0]!;
    const seats = await t.db.select().from(enrolments).where(eq(enrolments.courseId, main.courseid));
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/student/${main.courseid}/${seat.studentId}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = studentPageResponse.parse(response.json());
      expect(
        page.rewards.reduce((sum, line) => sum + line.exp, 0),
        page.student.username,
      ).toBe(page.student.exp);
      expect(
        page.rewards.reduce((sum, line) => sum + line.tickets, 0),
        page.student.username,
      ).toBe(page.student.tickets);
    }
  });

  it('goes into the embedded database by default and into PostgreSQL only when asked', () => {
    expect(wantsDemo(undefined, 'pglite')).toBe(true);
    expect(wantsDemo(undefined, 'postgres')).toBe(false);
    expect(wantsDemo(true, 'postgres')).toBe(true);
    expect(wantsDemo(false, 'pglite')).toBe(false);
  });

  demoLibraryChecks(t);
  demoActivityChecks(t);
  demoEchoChecks(t);
  demoLevelChecks(t);
});
