/**
 * Every API route's path under `${BASE_PATH}api`, one file per domain; those the specification
 * gives (SPEC §7) are kept exactly. Build URLs with `fillPath`. Nothing here needs zod, so the
 * web app's start code names these paths without loading any schema (see `plain.ts`), and one
 * page's paths come without the others'.
 */
export * from './account.js';
export * from './announcement.js';
export * from './assignment.js';
export * from './audit.js';
export * from './auth.js';
export * from './collection.js';
export * from './course.js';
export * from './dashboard.js';
export * from './echo.js';
export * from './fill-path.js';
export * from './health.js';
export * from './internal.js';
export * from './learner.js';
export * from './level.js';
export * from './library.js';
export * from './report.js';
export * from './roster.js';
export * from './student-page.js';
export * from './subscription.js';
export * from './teacher-import.js';
