// A student's page in a class: what they read and did, their level and rewards, and the teachers' private notes.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { studentPageRoutes } from './student-page.routes.js';
export { createStudentPageService, type StudentPageService } from './student-page.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['assignment', 'audit', 'catalogue', 'course', 'echo', 'level', 'school', 'session'],
};
