// Staff accounts: profiles, the staff list, passwords, invitations, suspension and a teacher's page.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export type { StaffRecord } from './account.repository.js';
export { accountRoutes } from './account.routes.js';
export { type AccountService, assertAcceptablePassword, createAccountService } from './account.service.js';
export { createEmailChangeService, type EmailChangeService } from './email-change.service.js';
export { createInvitationService, type InvitationService } from './invitation.service.js';
export { createStaffService, type StaffService } from './staff.service.js';
export { teacherImportRoutes } from './teacher-import.routes.js';
export { createTeacherImportService, type TeacherImportService } from './teacher-import.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['audit', 'course', 'directory', 'policy', 'school', 'session'] };
