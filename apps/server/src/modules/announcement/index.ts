// Announcements shown to staff.
export { announcementRoutes } from './announcement.routes.js';
export { type AnnouncementService, createAnnouncementService } from './announcement.service.js';
