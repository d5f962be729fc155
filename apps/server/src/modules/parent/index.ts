// Parents: sign-in and what they see of their children.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { parentRoutes } from './parent.routes.js';

export { createParentService, type ParentService } from './parent.service.js';
export { createParentPasswordService, type ParentPasswordService } from './parent-password.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['assignment', 'catalogue', 'directory', 'learning', 'school', 'session'],
  routes: [parentRoutes],
} satisfies ModuleManifest;
