// Assignments: set, changed and checked by teachers, completed by students' events; the weekly auto-assignment.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { assignmentHistory } from './assignment.history.js';
export { assignmentState } from './assignment.presenter.js';
export { assignmentRoutes } from './assignment.routes.js';
export { studentAssignmentState } from './assignment.rules.js';
export { type AssignmentService, createAssignmentService } from './assignment.service.js';
export { assignmentStudents, assignments, rewardLedger } from './assignment.tables.js';
export { type AssignmentFilesService, createAssignmentFilesService } from './assignment-files.service.js';
export { type AutoAssignmentService, createAutoAssignmentService, WEEKLY_RUN_HOUR } from './auto-assignment.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['account', 'catalogue', 'collection', 'course', 'learning', 'library', 'school', 'session'],
};
