// The class dashboard: charts and lists of a class over a report window, read from the daily rollup.

export { dashboardRoutes } from './dashboard.routes.js';
export { createDashboardService, type DashboardService } from './dashboard.service.js';
