import type PgBoss from 'pg-boss';
import type { ReportService } from '../modules/report/index.js';
import { ensureQueue } from './boss.js';

export const REPORT_QUEUE = 'report-build';
export const REPORT_CLEANUP_QUEUE = 'report-cleanup';

/** Hourly: expired reports leave the file store and the table. */
export const REPORT_CLEANUP_CRON = '43 * * * *';

/** Reports a server builds at once; each draws its file on the worker pool. */
const BUILDERS = 2;

/** A job's data: the report to build. */
interface ReportJob {
  jobid: string;
}

/**
 * The report queue, one job per requested report, and the hourly clean-up of expired ones. A
 * build records its own failure on the report; a server that stops mid-build leaves the job to
 * pg-boss, which hands it out again once it expires.
 */
export async function installReports(boss: PgBoss, service: ReportService): Promise<{ stop(): void }> {
  await ensureQueue(boss, { name: REPORT_QUEUE, retryLimit: 1, retryDelay: 5, expireInSeconds: 900 });
  const workerIds: string[] = [];
  for (let i = 0; i < BUILDERS; i++) {
    workerIds.push(
      await boss.work<ReportJob>(REPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (job) await service.build(job.data.jobid);
      }),
    );
  }
  service.useQueue({
    async send(jobid) {
      await boss.send(REPORT_QUEUE, { jobid } satisfies ReportJob);
      // The request is answered at once; a worker takes the report now rather than at its next poll.
      for (const id of workerIds) boss.notifyWorker(id);
    },
  });
  await ensureQueue(boss, { name: REPORT_CLEANUP_QUEUE });
  await boss.schedule(REPORT_CLEANUP_QUEUE, REPORT_CLEANUP_CRON);
  await boss.work(REPORT_CLEANUP_QUEUE, async () => {
    await service.removeExpired();
  });
  return { stop: () => service.useQueue(null) };
}
