// The school: its name, logo and settings, and the administration of its classes within its
// quota and subscriptions (`classes/`).
export { classAdminRoutes } from './classes/classes.routes.js';
export { type ClassAdminService, createClassAdminService } from './classes/classes.service.js';
export { institutionRoutes } from './institution.routes.js';
export { createInstitutionService, type InstitutionService } from './institution.service.js';
