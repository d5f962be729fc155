// A class's students: the roster, admission, edits, imports and exports, login cards.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { rosterRoutes } from './roster.routes.js';

export { type AddStudentsCommand, createAddStudentsCommand } from './admission/add-students.command.js';
export { type AdmissionService, createAdmissionService } from './admission/admission.service.js';
export { createStudentChangesService, type StudentChangesService } from './edits/student-changes.service.js';
export { createRosterFilesService, type RosterFilesService } from './export/roster-files.service.js';
export { createImportService, type ImportService } from './import/import.service.js';
export { type CardReprintService, createCardReprintService } from './login-cards/card-reprint.service.js';
export { createLoginCardService, type LoginCardService } from './login-cards/login-cards.service.js';
export { createRosterService, type RosterService } from './roster.service.js';
export { hashStudentPassword, verifyStudentAgainstNothing } from './student-password.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['account', 'audit', 'course', 'directory', 'policy', 'school', 'session'],
  routes: [rosterRoutes],
} satisfies ModuleManifest;
