// Staff sign-in, sign-out, password reset and single sign-on codes.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { authRoutes } from './auth.routes.js';
export { type AuthService, createAuthService } from './auth.service.js';
export { createOidcService, domainAllowed, type OidcService } from './oidc.service.js';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
export { configureSchoolSso, type SsoSettings } from './school-sso.js';
export { createSsoService, type SsoService } from './sso.service.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['account', 'audit', 'directory', 'internal', 'parent', 'policy', 'school', 'session'],
};
