// The school: its name, logo and settings.
export { institutionRoutes } from './institution.routes.js';
