// Liveness and readiness.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { healthRoutes } from './health.routes.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: [] };
