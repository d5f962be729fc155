// Parents: sign-in and what they see of their children.

export { parentRoutes } from './parent.routes.js';
export { createParentService, type ParentService } from './parent.service.js';
export { createParentPasswordService, type ParentPasswordService } from './parent-password.service.js';
