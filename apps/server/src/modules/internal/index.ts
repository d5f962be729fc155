// The product company's own staff: their accounts, sign-in at /internal, the school they look at, support mode.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { internalRoutes } from './internal.routes.js';
export { createInternalService, type InternalService } from './internal.service.js';
export { addInternalStaff, disableInternalStaff } from './internal-staff.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['directory', 'policy', 'school', 'session'] };
