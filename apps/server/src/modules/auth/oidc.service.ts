import type { AppContext } from '../../context.js';
import { createOutbound } from '../../lib/outbound/outbound.js';
import type { StaffPrincipal } from '../session/index.js';
import { configureSignIn, signInSettings } from './oidc-configure.js';
import type { OidcDeps } from './oidc-deps.js';
import { finishSignIn, type OidcCallback, offersSignIn, startSignIn, tryOutSignIn } from './oidc-sign-in.js';

export type OidcService = ReturnType<typeof createOidcService>;

/**
 * A school's OpenID Connect sign-in: the authorization code flow with PKCE (`oidc-sign-in.ts`), its
 * state, nonce and verifier kept in the database so any API process may finish what another
 * started. A staff member is found by the provider's stable subject, linked on first sign-in by a
 * verified e-mail of an allowed domain that an active staff member of the school signs in with.
 *
 * The provider is read only when an administrator saves the settings (`oidc-configure.ts`, through
 * the outbound rules: https, public addresses, unless the operator named the origin); a sign-in
 * starts from the stored document, so no visitor makes the server fetch anything by starting one.
 */
export function createOidcService(ctx: AppContext, services: Pick<OidcDeps, 'accounts' | 'sessions' | 'throttle'>) {
  const deps: OidcDeps = {
    ctx,
    ...services,
    outbound: createOutbound(ctx.config.outbound),
    redirectUri: `${ctx.config.publicUrl}${ctx.config.basePath}oidc/callback`,
  };
  return {
    settings: (staff: StaffPrincipal) => signInSettings(deps, staff.institutionId),
    configure: (staff: StaffPrincipal, body: Parameters<typeof configureSignIn>[2]) =>
      configureSignIn(deps, staff, body),
    available: (schoolCode: string) => offersSignIn(deps, schoolCode),
    start: (schoolCode: string) => startSignIn(deps, schoolCode),
    tryOut: (staff: StaffPrincipal) => tryOutSignIn(deps, staff),
    finish: (callback: OidcCallback, ip: string) => finishSignIn(deps, callback, ip),
  };
}
