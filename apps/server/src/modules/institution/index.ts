// The school: its name, logo and settings.
export { institutionRoutes } from './institution.routes.js';
export { createInstitutionService, type InstitutionService } from './institution.service.js';
