// Assignments: set, changed and checked by teachers, completed by students' events; the weekly auto-assignment.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { assignmentRoutes } from './assignment.routes.js';

export { assignmentHistory } from './assignment.history.js';
export { assignmentState } from './assignment.presenter.js';
export { studentAssignmentState } from './assignment.rules.js';
export { type AssignmentService, createAssignmentService } from './assignment.service.js';
export { assignmentStudents, assignments, rewardLedger } from './assignment.tables.js';
export { type AssignmentFilesService, createAssignmentFilesService } from './assignment-files.service.js';
export { type AutoAssignmentService, createAutoAssignmentService, WEEKLY_RUN_HOUR } from './auto-assignment.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['account', 'catalogue', 'collection', 'course', 'learning', 'library', 'school', 'session'],
  routes: [assignmentRoutes],
} satisfies ModuleManifest;
