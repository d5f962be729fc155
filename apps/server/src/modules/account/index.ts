// Staff accounts: profiles, the staff list, passwords, invitations, suspension and a teacher's page.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { accountRoutes } from './account.routes.js';
import { teacherImportRoutes } from './teacher-import.routes.js';

export type { StaffRecord } from './account.repository.js';
export { type AccountService, assertAcceptablePassword, createAccountService } from './account.service.js';
export { createEmailChangeService, type EmailChangeService } from './email-change.service.js';
export { createInvitationService, type InvitationService } from './invitation.service.js';
export { createStaffService, type StaffService } from './staff.service.js';
export { createTeacherImportService, type TeacherImportService } from './teacher-import.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['audit', 'course', 'directory', 'policy', 'school', 'session'],
  routes: [accountRoutes, teacherImportRoutes],
} satisfies ModuleManifest;
