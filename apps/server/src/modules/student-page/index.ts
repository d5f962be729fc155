// A student's page in a class: what they read and did, their level and rewards, and the teachers' private notes.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { studentPageRoutes } from './student-page.routes.js';

export { createStudentPageService, type StudentPageService } from './student-page.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['assignment', 'audit', 'catalogue', 'course', 'echo', 'level', 'school', 'session'],
  routes: [studentPageRoutes],
} satisfies ModuleManifest;
