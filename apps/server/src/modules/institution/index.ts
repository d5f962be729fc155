// The school: its name, logo and settings.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { institutionRoutes } from './institution.routes.js';
export { createInstitutionService, type InstitutionService } from './institution.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['directory', 'school', 'session'] };
