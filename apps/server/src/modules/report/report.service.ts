import type { ReportRequestBody } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { CourseRow } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { buildNextReport, removeExpiredReports, reportsWaiting } from './report-builds.js';
import type { ReportDeps } from './report-deps.js';
import { downloadReport, reportStatus, requestReport } from './report-requests.js';

/** Where requested reports wait to be built: the job queue, when this server runs one. */
export interface ReportQueue {
  /** Says that one more report waits; a builder takes the next in turn. */
  send(): Promise<void>;
}

export type ReportService = ReturnType<typeof createReportService>;

/**
 * Class and student reports: asked for by a class's teacher or the school's administrator
 * (`report-requests.ts`), built in the background as the one who asked, so a report shows only
 * what they may see (`report-builds.ts`), kept for REPORT_KEEP_HOURS, and followed and downloaded
 * only by the one who asked.
 */
export function createReportService(ctx: AppContext, { sources }: Omit<ReportDeps, 'ctx'>) {
  const deps: ReportDeps = { ctx, sources };
  let queue: ReportQueue | null = null;
  return {
    useQueue(next: ReportQueue | null) {
      queue = next;
    },
    async request(staff: StaffPrincipal, course: CourseRow, body: ReportRequestBody) {
      const { jobid, queued } = await requestReport(deps, staff, course, body);
      if (queued) await queue?.send();
      return { jobid };
    },
    status: (staff: StaffPrincipal, jobId: string) => reportStatus(deps, staff, jobId),
    download: (staff: StaffPrincipal, jobId: string) => downloadReport(deps, staff, jobId),
    buildNext: () => buildNextReport(deps),
    waiting: () => reportsWaiting(deps),
    removeExpired: () => removeExpiredReports(deps),
  };
}
