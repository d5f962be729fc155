// Liveness and readiness.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { healthRoutes } from './health.routes.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: [],
  routes: [healthRoutes],
} satisfies ModuleManifest;
