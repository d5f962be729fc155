// Announcements shown to staff.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { announcementRoutes } from './announcement.routes.js';
export { type AnnouncementService, createAnnouncementService } from './announcement.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['session'] };
