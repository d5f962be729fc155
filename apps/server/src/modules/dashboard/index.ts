// The class dashboard: charts and lists of a class over a report window, read from the daily rollup.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { dashboardRoutes } from './dashboard.routes.js';
export { createDashboardService, type DashboardService } from './dashboard.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['assignment', 'course', 'session'] };
