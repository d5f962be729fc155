// Staff sign-in, sign-out, password reset and single sign-on codes.
export { authRoutes } from './auth.routes.js';
