// Staff sign-in, sign-out, password reset and single sign-on codes.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { authRoutes } from './auth.routes.js';

export { type AuthService, createAuthService } from './auth.service.js';
export { createOidcService, type OidcService } from './oidc.service.js';
export { domainAllowed } from './oidc-sign-in.js';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
export { configureSchoolSso, type SsoSettings } from './school-sso.js';
export { createSsoService, type SsoService } from './sso.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['account', 'audit', 'directory', 'internal', 'parent', 'policy', 'school', 'session'],
  routes: [authRoutes],
} satisfies ModuleManifest;
