// Staff sign-in, sign-out, password reset and single sign-on codes.
export { authRoutes } from './auth.routes.js';
export { type AuthService, createAuthService } from './auth.service.js';
export { createOidcService, domainAllowed, type OidcService } from './oidc.service.js';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
export { configureSchoolSso, type SsoSettings } from './school-sso.js';
export { createSsoService, type SsoService } from './sso.service.js';
