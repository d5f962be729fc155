// Reports: class and student reports as XLSX or PDF, built in the background and kept for a day.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { reportRoutes } from './report.routes.js';

export { createReportService, type ReportQueue, type ReportService } from './report.service.js';
export { REPORT_BUILD_LEASE_SECONDS } from './report-deps.js';
export type { ReportClass, ReportSources } from './report-sources.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['course', 'school', 'session'],
  routes: [reportRoutes],
} satisfies ModuleManifest;
