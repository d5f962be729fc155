// Who is calling: the principal a bearer token stands for, the sessions behind tokens, and
// the limits on signing in that every sign-in route shares.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { createLoginThrottle, type LoginThrottle, SIGN_IN_LIMITS } from './login-throttle.js';
export type { InternalSession, ParentPrincipal, Principal, StaffPrincipal, StudentPrincipal } from './principal.js';
export { sessionWith } from './session.repository.js';
export { createSessionService, type SessionService } from './session.service.js';

export { idempotentRequests, type SessionKind } from './session.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: ['school'] } satisfies ModuleManifest;
