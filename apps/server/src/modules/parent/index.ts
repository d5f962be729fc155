// Parents: sign-in and what they see of their children.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { parentRoutes } from './parent.routes.js';
export { createParentService, type ParentService } from './parent.service.js';
export { createParentPasswordService, type ParentPasswordService } from './parent-password.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['assignment', 'catalogue', 'directory', 'learning', 'school', 'session'],
};
