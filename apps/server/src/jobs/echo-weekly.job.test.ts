import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../composition.js';
import { echoQuizzes } from '../db/schema/index.js';
import { type FixtureCatalogue, loadFixtureCatalogue } from '../modules/catalogue/catalogue.fixtures.js';
import { autoEchoClass } from '../modules/echo/authoring/echo-weekly.fixtures.js';
import { testClock } from '../test/clock.js';
import { testContext, useTestApp } from '../test/harness.js';
import { serverTimeZone } from './auto-assignment.job.js';
import type { BossTuning } from './boss.js';
import { ECHO_WEEKLY_CRON, ECHO_WEEKLY_QUEUE } from './echo-weekly.job.js';
import { startJobs } from './jobs.js';

const t = useTestApp();
let catalogue: FixtureCatalogue;
beforeAll(async () => {
  catalogue = await loadFixtureCatalogue(t.db);
});

/** pg-boss's shortest intervals, so a test sees work done within a second or two. */
const FAST: BossTuning = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

/** Reads until the answer is as wanted, or fails after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (wanted(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const autoQuizzes = (courseId: number) =>
  t.db
    .select({ week: echoQuizzes.week, state: echoQuizzes.state })
    .from(echoQuizzes)
    .where(and(eq(echoQuizzes.courseId, courseId), eq(echoQuizzes.auto, true)));

describe('the weekly oral quiz job', () => {
  it('keeps its schedule on Mondays after the weekly assignment, and makes the week it missed when it starts', async () => {
    const wednesday = new Date(2026, 10, 25, 10, 0);
    const ctx = testContext(t, { clock: testClock(wednesday) });
    const room = await autoEchoClass(t.db, catalogue, {
      today: wednesday,
      switchedOnAt: new Date(2026, 10, 20, 16, 0),
    });
    await room.read(catalogue.resourceId('zebra-days'), new Date(2026, 10, 24, 9, 0));
    const late = await autoEchoClass(t.db, catalogue, { today: wednesday, switchedOnAt: new Date(2026, 10, 24, 9, 0) });
    await late.read(catalogue.resourceId('zebra-days'), new Date(2026, 10, 24, 9, 0));

    const jobs = await startJobs(ctx, composeServices(ctx), t.database, FAST);
    try {
      expect(await jobs.boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: ECHO_WEEKLY_QUEUE, cron: ECHO_WEEKLY_CRON, timezone: serverTimeZone() }),
      );
      expect(ECHO_WEEKLY_CRON).toBe('30 5 * * 1');
      // The job writes the quiz as generating, then publishes it once its sentences are made.
      const made = await until(
        () => autoQuizzes(room.course.id),
        (rows) => rows.length > 0 && rows.every((row) => row.state !== 'generating'),
      );
      expect(made).toEqual([{ week: '2026-11-23', state: 'published' }]);
      // Switched on after Monday's run: its first quiz comes with the next one.
      expect(await autoQuizzes(late.course.id)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
