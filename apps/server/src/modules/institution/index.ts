// The school: its name, logo and settings, and the administration of its classes within its
// quota and subscriptions (`classes/`).
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { classAdminRoutes } from './classes/classes.routes.js';
export { type ClassAdminService, createClassAdminService } from './classes/classes.service.js';
export { institutionRoutes } from './institution.routes.js';
export { createInstitutionService, type InstitutionService } from './institution.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['audit', 'catalogue', 'course', 'directory', 'library', 'school', 'session'],
};
