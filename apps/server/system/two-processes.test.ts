import { AUTH_PATHS, fillPath, ROSTER_PATHS, type RosterListResponse } from '@lms/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { assignments } from '../src/db/schema/index.js';
import { AUTO_ASSIGNMENT_QUEUE } from '../src/jobs/auto-assignment.job.js';
import { createBoss } from '../src/jobs/boss.js';
import { autoClass, loadWeeklyCatalogue } from '../src/modules/assignment/auto-assignment.fixtures.js';
import { WEEKLY_RUN_HOUR } from '../src/modules/assignment/auto-assignment.service.js';
import { DAY } from '../src/test/clock.js';
import { TEST_PASSWORD } from '../src/test/fixtures.js';
import { freshPostgresDatabase } from '../src/test/postgres-database.js';
import { type ServerProcess, signInOver, startServer, systemPort } from './server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A time zone in which this week's Monday run has passed now, so both servers find it missed
 * when they start, whatever the hour of the run: where it is Monday before the run's hour, it
 * is later in the day fourteen hours east.
 */
function zoneAfterMondayRun(): string {
  for (const zone of ['UTC', 'Pacific/Kiritimati']) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    const { weekday, hour } = Object.fromEntries(
      format.formatToParts(new Date()).map((part) => [part.type, part.value]),
    );
    // Past the hour of the run, with the rest of that hour as a margin for the servers' start.
    if (!(weekday === 'Mon' && Number(hour) <= WEEKLY_RUN_HOUR)) return zone;
  }
  throw new Error('no time zone found past the weekly run');
}

describe.runIf(serverUrl)('two API processes on one PostgreSQL database', () => {
  let database: Database & { url: string };
  let room: Awaited<ReturnType<typeof autoClass>>;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase(serverUrl!, 2);
    const catalogue = await loadWeeklyCatalogue(database.db);
    // A class switched on a week ago whose work for this week is not made yet: each server,
    // starting, finds the weekly run missed and queues it; the week must still be set once.
    const weekAgo = new Date(Date.now() - 8 * DAY);
    room = await autoClass(database.db, catalogue, { today: new Date(), switchedOnAt: weekAgo, students: 3 });
    const env = { JOBS: 'true', TZ: zoneAfterMondayRun() };
    // Started together, so that each finds the run missed before the other has done it.
    const started = await Promise.allSettled([
      startServer({ port: systemPort(0), databaseUrl: database.url, env }),
      startServer({ port: systemPort(1), databaseUrl: database.url, env }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await database?.close();
  });

  const api = (server: ServerProcess, path: string, init: RequestInit = {}) => fetch(`${server.base}/api${path}`, init);
  const roster = async (server: ServerProcess, headers: Record<string, string>) => {
    const response = await api(server, fillPath(ROSTER_PATHS.list, { courseid: room.course.id }), { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as RosterListResponse).record.map((student) => student.account);
  };

  it('a write through one is visible through the other at once, kept answers included', async () => {
    // One sign-in serves both: sessions live in the database.
    const headers = await signInOver(a.base, room.teacher.email);
    const before = await roster(b, headers);
    expect(before).toHaveLength(3);
    // B now keeps the roster's answer; A adds a student.
    const added = await api(a, fillPath(ROSTER_PATHS.addUser, { courseid: room.course.id }), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'New Pupil', account: 'new.pupil', password: 'secret-1' }),
    });
    expect(added.status).toBe(200);
    expect(await roster(b, headers)).toEqual(expect.arrayContaining([...before, 'new.pupil']));
    expect(await roster(a, headers)).toEqual(await roster(b, headers));
  });

  it('counts failed sign-ins through one against sign-ins through the other', async () => {
    const login = (server: ServerProcess, password: string) =>
      api(server, AUTH_PATHS.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: room.admin.email, password }),
      });
    let refusedOnA = false;
    for (let attempt = 0; attempt < 50 && !refusedOnA; attempt++) {
      const response = await login(a, 'wrong-password');
      refusedOnA = response.status === 429;
    }
    expect(refusedOnA).toBe(true);
    // B has never seen these failures itself, and still refuses even the right password for now.
    const onB = await login(b, TEST_PASSWORD);
    expect(onB.status).toBe(429);
    expect(await onB.json()).toMatchObject({ code: 'common.rate_limited' });
  });

  it('sets the weekly work once, however many servers run the job', async () => {
    const boss = createBoss(database);
    const jobs = async () =>
      (await database.executor.executeSql('select state from pgboss.job where name = $1', [AUTO_ASSIGNMENT_QUEUE]))
        .rows as { state: string }[];
    await expect
      .poll(async () => (await jobs()).length > 0 && (await jobs()).every((job) => job.state === 'completed'), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    const [made] = await database.db
      .select({ n: count() })
      .from(assignments)
      .where(and(eq(assignments.courseId, room.course.id), eq(assignments.auto, true)));
    expect(made?.n).toBe(1);
    // One weekly schedule, whichever server wrote it last.
    expect((await boss.getSchedules()).filter((s) => s.name === AUTO_ASSIGNMENT_QUEUE)).toHaveLength(1);
  });
});
