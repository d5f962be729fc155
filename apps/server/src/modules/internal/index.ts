// The product company's own staff: their accounts, sign-in at /internal, the school they look at, support mode.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { internalRoutes } from './internal.routes.js';

export { createInternalService, type InternalService } from './internal.service.js';
export { addInternalStaff, disableInternalStaff } from './internal-staff.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['directory', 'policy', 'school', 'session'],
  routes: [internalRoutes],
} satisfies ModuleManifest;
