// Parents: sign-in and what they see of their children.

export { parentRoutes } from './parent.routes.js';
export { createParentPasswordService } from './parent-password.service.js';
