// Reports: class and student reports as XLSX or PDF, built in the background and kept for a day.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { reportRoutes } from './report.routes.js';
export {
  createReportService,
  REPORT_BUILD_LEASE_SECONDS,
  type ReportQueue,
  type ReportService,
} from './report.service.js';
export type { ReportClass, ReportSources } from './report-sources.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['course', 'school', 'session'] };
