// Announcements shown to staff.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { announcementRoutes } from './announcement.routes.js';

export { type AnnouncementService, createAnnouncementService } from './announcement.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['session'],
  routes: [announcementRoutes],
} satisfies ModuleManifest;
