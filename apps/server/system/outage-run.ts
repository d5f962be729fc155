import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { institutions } from '../src/db/schema/index.js';
import { createCourse, createSchool } from '../src/test/fixtures.js';
import { fetchCall, lostWrites, recoveryMs, startRosterLoad } from '../src/test/outage-load.js';
import { freshPostgresDatabase } from '../src/test/postgres-database.js';
import { startTcpProxy } from '../src/test/tcp-proxy.js';
import { signInOver, startServer } from './server-process.js';

/** What one outage did to a running server under load; `npm run bench` prints these. */
export interface OutageFigures {
  requests: number;
  answered_503: number;
  /** Answers neither 200 nor 503, or no answer at all: must be 0. */
  other_failures: number;
  slowest_503_ms: number;
  /** From the database's return to the first success; null if none came. */
  seconds_to_recover: number | null;
  writes_acknowledged: number;
  writes_lost: number;
  ready_while_down: number;
  ready_after: number;
  server_alive: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How long to keep waiting for service after the database returns. */
const RECOVERY_WAIT_MS = 10_000;

/**
 * The server in its own process on a fresh database reached through a TCP relay, with
 * teachers adding students and reading the roster; the relay is stopped for `downMs` (the
 * database is gone) and started again.
 */
export async function runOutage(options: {
  serverUrl: string;
  port: number;
  relayPort: number;
  downMs: number;
  workers: number;
}): Promise<OutageFigures> {
  const database = await freshPostgresDatabase(options.serverUrl, 2);
  const target = new URL(options.serverUrl);
  const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, options.relayPort);
  try {
    const school = await createSchool(database.db);
    await database.db
      .update(institutions)
      .set({ studentQuota: 100_000 })
      .where(eq(institutions.id, school.institution.id));
    const course = await createCourse(database.db, {
      institutionId: school.institution.id,
      teacherId: school.teacher.id,
      studentLimit: 50_000,
    });
    const server = await startServer({
      port: options.port,
      databaseUrl: relay.urlFor(database.url),
      env: { JOBS: 'true' },
    });
    try {
      const headers = await signInOver(server.base, school.teacher.email);
      const ready = async () => (await fetch(`${server.base}/api/health/ready`)).status;
      const load = startRosterLoad({
        call: fetchCall(server.base),
        headers,
        courseId: course.id,
        workers: options.workers,
        tag: `b${randomBytes(3).toString('hex')}`,
      });
      await sleep(1_000);
      await relay.stop();
      await sleep(Math.min(500, options.downMs));
      const readyWhileDown = await ready();
      await sleep(Math.max(0, options.downMs - 500));
      await relay.start();
      const back = performance.now();
      while (recoveryMs(load.outcomes, back) === undefined && performance.now() - back < RECOVERY_WAIT_MS) {
        await sleep(50);
      }
      const recovery = recoveryMs(load.outcomes, back);
      // A second of service after the return, whose writes must all be kept too.
      if (recovery !== undefined) await sleep(1_000);
      await load.stop();
      const refused = load.outcomes.filter((o) => o.status === 503 && o.code === 'common.unavailable');
      const acknowledged = load.acknowledged();
      return {
        requests: load.outcomes.length,
        answered_503: refused.length,
        other_failures: load.outcomes.filter((o) => o.status !== 200).length - refused.length,
        slowest_503_ms: Math.round(Math.max(0, ...refused.map((o) => o.answeredAt - o.sentAt))),
        seconds_to_recover: recovery === undefined ? null : Math.round(recovery) / 1000,
        writes_acknowledged: acknowledged.length,
        writes_lost: (await lostWrites(database.db, school.institution.id, acknowledged)).length,
        ready_while_down: readyWhileDown,
        ready_after: await ready(),
        server_alive: server.alive(),
      };
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await relay.stop();
    await database.close();
  }
}
