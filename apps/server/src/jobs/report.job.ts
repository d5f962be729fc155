import type PgBoss from 'pg-boss';
import { REPORT_BUILD_LEASE_SECONDS, type ReportService } from '../modules/report/index.js';
import { ensureQueue } from './boss.js';

export const REPORT_QUEUE = 'report-build';
export const REPORT_CLEANUP_QUEUE = 'report-cleanup';

/** Hourly: expired reports leave the file store and the table; reports without a job get one. */
export const REPORT_CLEANUP_CRON = '43 * * * *';

/** Reports a server builds at once; each draws its file on the worker pool. */
const BUILDERS = 2;

/**
 * The report queue and the hourly clean-up of expired reports. Each requested report sends one
 * job, which stands for "a report waits": its builder takes whichever report is next in turn
 * between schools (`buildNext`), not necessarily the one that sent it, so one school's many
 * requests do not hold up another's. A build records its own failure on the report; a server
 * that stops mid-build leaves its job to pg-boss, which hands it out again once it expires,
 * and the report is taken again as its lease has run out by then.
 */
export async function installReports(boss: PgBoss, service: ReportService): Promise<{ stop(): void }> {
  await ensureQueue(boss, {
    name: REPORT_QUEUE,
    retryLimit: 1,
    retryDelay: 5,
    expireInSeconds: REPORT_BUILD_LEASE_SECONDS,
  });
  const workerIds: string[] = [];
  for (let i = 0; i < BUILDERS; i++) {
    let id = '';
    id = await boss.work(REPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
      if (!job) return;
      // A builder waits out its polling interval after each job; while reports wait it takes the next at once.
      if ((await service.buildNext()) !== null) boss.notifyWorker(id);
    });
    workerIds.push(id);
  }
  const send = async (jobs: number) => {
    if (jobs <= 0) return;
    await boss.insert(Array.from({ length: jobs }, () => ({ name: REPORT_QUEUE, data: {} })));
    // The request is answered at once; a worker takes the report now rather than at its next poll.
    for (const id of workerIds) boss.notifyWorker(id);
  };
  service.useQueue({ send: () => send(1) });
  // Reports asked for while no queue ran, or left half built by a stopped server, have no job
  // waiting: as many jobs as they lack are sent when the queue starts and then hourly.
  const topUp = async () => send((await service.waiting()) - ((await boss.getQueueSize(REPORT_QUEUE)) ?? 0));
  await topUp();
  await ensureQueue(boss, { name: REPORT_CLEANUP_QUEUE });
  await boss.schedule(REPORT_CLEANUP_QUEUE, REPORT_CLEANUP_CRON);
  await boss.work(REPORT_CLEANUP_QUEUE, async () => {
    await service.removeExpired();
    await topUp();
  });
  return { stop: () => service.useQueue(null) };
}
