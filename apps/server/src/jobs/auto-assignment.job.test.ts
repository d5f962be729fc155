import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../composition.js';
import { assignments } from '../db/schema/index.js';
import {
  autoClass,
  loadWeeklyCatalogue,
  type WeeklyCatalogue,
} from '../modules/assignment/auto-assignment.fixtures.js';
import { testClock } from '../test/clock.js';
import { testDatabaseKind } from '../test/database.js';
import { buildTestApp, testContext, useTestApp } from '../test/harness.js';
import { AUTO_ASSIGNMENT_CRON, AUTO_ASSIGNMENT_QUEUE, serverTimeZone } from './auto-assignment.job.js';
import { type BossTuning, createBoss } from './boss.js';
import { ECHO_WEEKLY_CRON, ECHO_WEEKLY_QUEUE } from './echo-weekly.job.js';
import { startJobs } from './jobs.js';
import { REPORT_CLEANUP_CRON, REPORT_CLEANUP_QUEUE } from './report.job.js';
import { STATISTICS_CRON, STATISTICS_QUEUE } from './statistics.job.js';

const t = useTestApp();
let catalogue: WeeklyCatalogue;
beforeAll(async () => {
  catalogue = await loadWeeklyCatalogue(t.db);
});

/** pg-boss's shortest intervals, so a test sees work done within a second or two. */
const FAST: BossTuning = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

const byName = (schedules: { name: string }[]) => [...schedules].sort((a, b) => a.name.localeCompare(b.name));
const WEEKLY = { name: AUTO_ASSIGNMENT_QUEUE, cron: AUTO_ASSIGNMENT_CRON, timezone: serverTimeZone() };
/** The weekly oral quiz runs beside it, and expired reports are cleared every hour. */
const ECHO_WEEKLY = { name: ECHO_WEEKLY_QUEUE, cron: ECHO_WEEKLY_CRON, timezone: serverTimeZone() };
const REPORT_CLEANUP = { name: REPORT_CLEANUP_QUEUE, cron: REPORT_CLEANUP_CRON };
/** The embedded database also refreshes its planner statistics hourly; PostgreSQL leaves that to autovacuum. */
const HOURLY = { name: STATISTICS_QUEUE, cron: STATISTICS_CRON };
const SCHEDULES = byName(
  testDatabaseKind() === 'postgres'
    ? [WEEKLY, ECHO_WEEKLY, REPORT_CLEANUP]
    : [WEEKLY, ECHO_WEEKLY, REPORT_CLEANUP, HOURLY],
).map((schedule) => expect.objectContaining(schedule));

/** Reads until the answer is as wanted, or fails after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (wanted(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const autoAssignmentsOf = (courseId: number) =>
  t.db
    .select({ startDate: assignments.startDate })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), eq(assignments.auto, true)));

describe('the auto-assignment job', () => {
  it('keeps its weekly schedule and the work queued for it across a restart', async () => {
    // Just before the weekly run: nothing was missed, so starting sends no work of its own.
    const monday = new Date(2026, 10, 23, 4, 59);
    const ctx = testContext(t, { clock: testClock(monday) });
    const room = await autoClass(t.db, catalogue, { today: monday });

    const before = await startJobs(ctx, composeServices(ctx), t.database, FAST);
    expect(byName(await before.boss.getSchedules())).toEqual(SCHEDULES);
    // Work due shortly; the server stops before it is.
    const jobId = await before.boss.send(AUTO_ASSIGNMENT_QUEUE, {}, { startAfter: new Date(Date.now() + 1_000) });
    await before.stop();
    expect((await before.boss.getJobById(AUTO_ASSIGNMENT_QUEUE, jobId!))?.state).toBe('created');
    expect(await autoAssignmentsOf(room.course.id)).toEqual([]);

    const after = await startJobs(ctx, composeServices(ctx), t.database, FAST);
    try {
      expect(byName(await after.boss.getSchedules())).toEqual(SCHEDULES);
      const job = await until(
        () => after.boss.getJobById(AUTO_ASSIGNMENT_QUEUE, jobId!),
        (found) => found?.state === 'completed',
      );
      expect(job?.state).toBe('completed');
      expect(await autoAssignmentsOf(room.course.id)).toEqual([{ startDate: '2026-11-23' }]);
    } finally {
      await after.stop();
    }
  });

  it('runs the week it missed while it was down when it starts, for the classes switched on by then', async () => {
    const wednesday = new Date(2026, 10, 25, 10, 0);
    const ctx = testContext(t, { clock: testClock(wednesday) });
    const onBefore = await autoClass(t.db, catalogue, {
      today: wednesday,
      switchedOnAt: new Date(2026, 10, 20, 16, 0),
    });
    const onAfter = await autoClass(t.db, catalogue, { today: wednesday, switchedOnAt: new Date(2026, 10, 24, 9, 0) });

    const jobs = await startJobs(ctx, composeServices(ctx), t.database, FAST);
    try {
      const done = await until(
        () => autoAssignmentsOf(onBefore.course.id),
        (rows) => rows.length > 0,
      );
      expect(done).toEqual([{ startDate: '2026-11-23' }]);
      // Switched on after Monday's run: its first week is the next one.
      expect(await autoAssignmentsOf(onAfter.course.id)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });

  it('starts with the app when jobs are on and stops with it, leaving a database it was given open', async () => {
    const first = await buildTestApp({ env: { JOBS: 'true' } });
    const { database } = first;
    try {
      await first.app.ready();
      await first.app.close();
      // A restart on the same database finds the one schedule, not a second.
      const second = await buildTestApp({ env: { JOBS: 'true' }, database });
      await second.app.ready();
      await second.app.close();
      expect(byName(await createBoss(database).getSchedules())).toEqual(SCHEDULES);
    } finally {
      await database.close();
    }
  });

  it('does not start when jobs are off', async () => {
    const off = await buildTestApp();
    try {
      await off.app.ready();
      await off.app.close();
      // pg-boss was never installed in its database.
      await expect(createBoss(off.database).getSchedules()).rejects.toThrow();
    } finally {
      await off.database.close();
    }
  });
});
