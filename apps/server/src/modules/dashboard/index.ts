// The class dashboard: charts and lists of a class over a report window, read from the daily rollup.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { dashboardRoutes } from './dashboard.routes.js';

export { createDashboardService, type DashboardService } from './dashboard.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['assignment', 'course', 'session'],
  routes: [dashboardRoutes],
} satisfies ModuleManifest;
