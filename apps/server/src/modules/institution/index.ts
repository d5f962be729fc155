// The school: its name, logo and settings.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { institutionRoutes } from './institution.routes.js';

export { createInstitutionService, type InstitutionService } from './institution.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['directory', 'school', 'session'],
  routes: [institutionRoutes],
} satisfies ModuleManifest;
