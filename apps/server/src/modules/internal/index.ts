// The product company's own staff: their accounts, sign-in at /internal, the school they look at, support mode.

export { internalRoutes } from './internal.routes.js';
export { createInternalService, type InternalService } from './internal.service.js';
export { addInternalStaff, disableInternalStaff } from './internal-staff.js';
