// Announcements shown to staff.
export { announcementRoutes } from './announcement.routes.js';
