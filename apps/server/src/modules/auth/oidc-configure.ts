import { recordAudit } from '../audit/index.js';
import type { StaffPrincipal } from '../session/index.js';
import * as repository from './oidc.repository.js';
import type { OidcDeps } from './oidc-deps.js';
import { ssoChange, toVisibleSettings } from './oidc-settings.presenter.js';
import { settingsToStore } from './school-sso.js';

// An administrator's settings of the school's OpenID sign-in.

/** The school's OpenID sign-in, without its client secret, and the redirect address to register. */
export async function signInSettings({ ctx, redirectUri }: OidcDeps, institutionId: number) {
  const row = await repository.findSettings(ctx.db, institutionId);
  return { settings: row ? toVisibleSettings(row) : null, redirect_uri: redirectUri };
}

/**
 * Sets the administrator's school's OpenID sign-in (as `npm run sso -- set` does): the
 * provider is read now, and the change goes into the audit log with the secret only as set
 * or changed.
 */
export async function configureSignIn(
  deps: OidcDeps,
  staff: StaffPrincipal,
  body: {
    issuer: string;
    client_id: string;
    client_secret?: string | undefined;
    domains: string;
    enabled: boolean;
  },
) {
  const { ctx, outbound } = deps;
  const current = await repository.findSettings(ctx.db, staff.institutionId);
  const input = {
    issuer: body.issuer,
    clientId: body.client_id,
    clientSecret: body.client_secret,
    allowedDomains: body.domains,
    enabled: body.enabled,
  };
  const now = ctx.clock();
  const next = await settingsToStore(outbound, input, current, now);
  const change = ssoChange(staff.institutionId, current, next);
  await ctx.db.transaction(async (tx) => {
    await repository.saveSettings(tx, staff.institutionId, next, now);
    if (change) await recordAudit(tx, staff, [change], now);
  });
  return signInSettings(deps, staff.institutionId);
}
