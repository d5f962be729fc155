import {
  ERRORS,
  fillPath,
  LANGUAGES,
  REPORT_PATHS,
  REPORT_PENDING_MAX,
  REPORT_WINDOWS,
  type ReportRequestBody,
} from '@lms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { composeServices } from '../../composition.js';
import { reportJobs } from '../../db/schema/index.js';
import { startJobs } from '../../jobs/jobs.js';
import { createCourse, createSchool, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../test/harness.js';
import { guardCourse } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { fixtureSources } from './report.fixtures.js';
import { REPORT_BUILD_LEASE_SECONDS } from './report-deps.js';
import type { ReportSources } from './report-sources.js';

const t = useTestApp({ services: (db, clock) => ({ reportSources: fixtureSources(db, clock) }) });

const api = (path: string) => `${t.config.basePath}api${path}`;

/** Different reports of a class: every window in every language. */
const BODIES: ReportRequestBody[] = LANGUAGES.flatMap((lang) =>
  REPORT_WINDOWS.map((window) => ({ format: 'xlsx' as const, scope: 'class' as const, window, lang })),
);

async function school() {
  const { institution, admin, teacher } = await createSchool(t.db);
  const course = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id });
  await enrol(t.db, course, await createStudents(t.db, { institutionId: institution.id, count: 2 }));
  const principal = (user: { id: number; role: StaffPrincipal['role'] }): StaffPrincipal => ({
    kind: 'staff',
    sessionId: 0,
    userId: user.id,
    institutionId: institution.id,
    role: user.role,
  });
  return {
    institution,
    course,
    teacher: principal(teacher),
    admin: principal(admin),
    teacherHeaders: await signIn(t, teacher.email),
    adminHeaders: await signIn(t, admin.email),
  };
}

const ask = (headers: Record<string, string>, courseid: number, body: ReportRequestBody) =>
  t.app.inject({ method: 'POST', url: api(fillPath(REPORT_PATHS.request, { courseid })), headers, payload: body });

const jobsOf = (userId: number) => t.db.select().from(reportJobs).where(eq(reportJobs.requestedBy, userId));

describe('report requests', () => {
  it(`take at most ${REPORT_PENDING_MAX} reports waiting per person; more is refused with a translated 429 naming the limit`, async () => {
    const room = await school();
    const ids = [];
    for (const body of BODIES.slice(0, REPORT_PENDING_MAX)) {
      const answer = await ask(room.teacherHeaders, room.course.id, body);
      expect(answer.statusCode, answer.body).toBe(202);
      ids.push(answer.json().jobid);
    }
    expect(new Set(ids).size).toBe(REPORT_PENDING_MAX);

    const refused = await ask(room.teacherHeaders, room.course.id, BODIES[REPORT_PENDING_MAX]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'report.too_many_pending',
      message: ERRORS['report.too_many_pending'].message,
    });
    expect(ERRORS['report.too_many_pending'].message).toContain(String(REPORT_PENDING_MAX));
    expect(await jobsOf(room.teacher.userId)).toHaveLength(REPORT_PENDING_MAX);
    // The limit is each person's: the school's administrator may still ask.
    expect((await ask(room.adminHeaders, room.course.id, BODIES[REPORT_PENDING_MAX]!)).statusCode).toBe(202);

    // Once one of them is built, the teacher may ask again.
    const ctx = testContext(t);
    const services = composeServices(ctx, { reportSources: fixtureSources(t.db, t.clock) });
    try {
      expect(await services.reports.buildNext()).not.toBeNull();
    } finally {
      await ctx.workers.close();
    }
    expect((await ask(room.teacherHeaders, room.course.id, BODIES[REPORT_PENDING_MAX]!)).statusCode).toBe(202);
  });

  it('answer the same report asked for again, while it waits, with the job already on its way', async () => {
    const room = await school();
    const [body, other] = BODIES;
    const first = (await ask(room.teacherHeaders, room.course.id, body!)).json().jobid;
    // Two clicks at once, and a third later: one job.
    const again = await Promise.all([
      ask(room.teacherHeaders, room.course.id, body!),
      ask(room.teacherHeaders, room.course.id, body!),
    ]);
    expect(again.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(again.map((answer) => answer.json().jobid)).toEqual([first, first]);
    // A different language or window is a different report; another person's is theirs.
    const different = (await ask(room.teacherHeaders, room.course.id, other!)).json().jobid;
    expect(different).not.toBe(first);
    expect((await ask(room.adminHeaders, room.course.id, body!)).json().jobid).not.toBe(first);
    expect(await jobsOf(room.teacher.userId)).toHaveLength(2);
    // Asked for again while identical ones wait, repeats never reach the limit.
    for (let i = 0; i < REPORT_PENDING_MAX * 2; i++) {
      expect((await ask(room.teacherHeaders, room.course.id, body!)).json().jobid).toBe(first);
    }
  });
});

describe('report builders', () => {
  it('take the reports in turn between schools: another school’s report goes before the first school’s waiting ones', async () => {
    // Only these two schools' reports wait (the tests above leave theirs waiting: no queue ran).
    await t.db.delete(reportJobs);
    const crowded = await school();
    const quiet = await school();
    // Builds wait at their first read until the test lets them go on; `taken` is the order builders took reports in.
    const taken: number[] = [];
    const held: (() => void)[] = [];
    const inner = fixtureSources(t.db, t.clock);
    const sources: ReportSources = {
      ...inner,
      async classOf(staff, courseId) {
        taken.push(courseId);
        await new Promise<void>((resolve) => held.push(resolve));
        return inner.classOf(staff, courseId);
      },
    };
    const ctx = testContext(t);
    const services = composeServices(ctx, { reportSources: sources });
    const jobs = await startJobs(ctx, services, t.database);
    try {
      // The crowded school's teacher and administrator ask for as many as each may: ten in all.
      const crowdedJobs: string[] = [];
      for (const [i, body] of BODIES.slice(0, 2 * REPORT_PENDING_MAX).entries()) {
        const asker = i < REPORT_PENDING_MAX ? crowded.teacher : crowded.admin;
        const course = await guardCourse(services.courses, asker, crowded.course.id, 'read');
        crowdedJobs.push((await services.reports.request(asker, course, body)).jobid);
      }
      // Both builders hold one of theirs.
      await vi.waitFor(() => expect(taken).toHaveLength(2), { timeout: 30_000 });
      const quietCourse = await guardCourse(services.courses, quiet.teacher, quiet.course.id, 'read');
      const quietJob = (await services.reports.request(quiet.teacher, quietCourse, BODIES[0]!)).jobid;
      // Each report let go frees a builder, which takes the next one.
      for (let next = 3; next <= crowdedJobs.length + 1; next++) {
        held.shift()!();
        await vi.waitFor(() => expect(taken).toHaveLength(next), { timeout: 30_000 });
      }
      for (const release of held.splice(0)) release();

      expect(taken.indexOf(quiet.course.id)).toBe(2);
      expect(taken.filter((courseId) => courseId === crowded.course.id)).toHaveLength(crowdedJobs.length);
      const settled = async () =>
        (await t.db.select().from(reportJobs))
          .filter((row) => [...crowdedJobs, quietJob].includes(row.id))
          .every((row) => row.state === 'done');
      await vi.waitFor(async () => expect(await settled()).toBe(true), { timeout: 60_000 });
    } finally {
      for (const release of held.splice(0)) release();
      await jobs.stop();
      await ctx.workers.close();
    }
  });

  it('take one report at a time in turn between schools, oldest first within one, and again one a stopped server left', async () => {
    await t.db.delete(reportJobs);
    const first = await school();
    const second = await school();
    const ctx = testContext(t);
    const services = composeServices(ctx, { reportSources: fixtureSources(t.db, t.clock) });
    const started = t.clock();
    try {
      const askedBy = async (room: Awaited<ReturnType<typeof school>>, bodies: ReportRequestBody[]) => {
        const ids = [];
        const course = await guardCourse(services.courses, room.teacher, room.course.id, 'read');
        for (const body of bodies) ids.push((await services.reports.request(room.teacher, course, body)).jobid);
        return ids;
      };
      const [a1, a2, a3] = await askedBy(first, BODIES.slice(0, 3));
      const [b1, b2] = await askedBy(second, BODIES.slice(0, 2));
      const order = [];
      for (;;) {
        t.clock.advance(1_000);
        const built = await services.reports.buildNext();
        if (built === null) break;
        order.push(built);
      }
      expect(order).toEqual([a1, b1, a2, b2, a3]);

      // A build whose server stopped halfway: taken again once its lease has run out, not before.
      const [left] = await askedBy(first, BODIES.slice(3, 4));
      await t.db.update(reportJobs).set({ state: 'running', startedAt: t.clock() }).where(eq(reportJobs.id, left!));
      expect(await services.reports.waiting()).toBe(0);
      expect(await services.reports.buildNext()).toBeNull();
      t.clock.advance(REPORT_BUILD_LEASE_SECONDS * 1_000 + 1_000);
      expect(await services.reports.waiting()).toBe(1);
      expect(await services.reports.buildNext()).toBe(left);
      const [row] = await t.db.select().from(reportJobs).where(eq(reportJobs.id, left!));
      expect(row!.state).toBe('done');
    } finally {
      t.clock.advance(started.getTime() - t.clock().getTime());
      await ctx.workers.close();
    }
  });

  it('build the reports asked for while no queue ran, once it starts', async () => {
    await t.db.delete(reportJobs);
    const room = await school();
    const asked: string[] = [];
    for (const body of BODIES.slice(0, 2))
      asked.push((await ask(room.teacherHeaders, room.course.id, body)).json().jobid);
    const ctx = testContext(t);
    const services = composeServices(ctx, { reportSources: fixtureSources(t.db, t.clock) });
    const jobs = await startJobs(ctx, services, t.database);
    try {
      const states = async () =>
        (await jobsOf(room.teacher.userId)).filter((row) => asked.includes(row.id)).map((row) => row.state);
      await vi.waitFor(async () => expect(await states()).toEqual(['done', 'done']), { timeout: 60_000 });
    } finally {
      await jobs.stop();
      await ctx.workers.close();
    }
  });
});
