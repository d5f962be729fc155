import * as client from 'openid-client';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { digest } from '../../lib/secrets.js';
import type { AccountService, StaffRecord } from '../account/index.js';
import type { LoginThrottle, SessionService, StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';
import * as repository from './oidc.repository.js';
import { providerOf } from './oidc-client.js';

export type OidcService = ReturnType<typeof createOidcService>;

/** How long a sign-in at the provider may take, from the button to coming back. */
const STATE_MINUTES = 10;

/** What the provider's redirect brings back to /oidc/callback. */
export interface OidcCallback {
  state: string;
  code?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
}

/** The e-mail's domain is one of the school's allowed domains (a comma-separated list). */
export function domainAllowed(email: string, allowedDomains: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((allowed) => allowed !== '' && allowed === domain);
}

/**
 * A school's OpenID Connect sign-in: the authorization code flow with PKCE, its state, nonce and
 * verifier kept in the database so any API process may finish what another started. A staff
 * member is found by the provider's stable subject, linked on first sign-in by a verified e-mail
 * of an allowed domain that an active staff member of the school signs in with.
 */
export function createOidcService(
  ctx: AppContext,
  { accounts, sessions, throttle }: { accounts: AccountService; sessions: SessionService; throttle: LoginThrottle },
) {
  const redirectUri = `${ctx.config.publicUrl}${ctx.config.basePath}oidc/callback`;
  const failed = () => new AppError('auth.oidc_failed');

  async function settingsFor(schoolCode: string) {
    const settings = await repository.findSettingsBySchoolCode(ctx.db, schoolCode);
    if (!settings) throw new AppError('auth.oidc_unavailable');
    return settings;
  }

  /**
   * Exchanges the code (with the verifier) for tokens and answers the ID token's claims, checked by
   * the client library: signature against the provider's keys, issuer, audience, expiry, nonce.
   * A provider that keeps the e-mail out of the ID token gives it through its user-info endpoint,
   * for the same subject.
   */
  async function identityClaims(
    settings: repository.OidcSettings,
    answer: URL,
    started: { nonce: string; codeVerifier: string },
    state: string,
  ): Promise<client.IDToken & { email?: unknown; email_verified?: unknown }> {
    const provider = await providerOf(settings);
    const tokens = await client.authorizationCodeGrant(provider, answer, {
      pkceCodeVerifier: started.codeVerifier,
      expectedNonce: started.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    if (claims.email !== undefined) return claims;
    const info = await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
    return { ...claims, email: info.email, email_verified: info.email_verified };
  }

  /** The staff member the provider's account stands for, linking it on first sign-in. */
  async function staffMemberOf(
    settings: repository.OidcSettings,
    claims: { sub: string; email?: unknown; email_verified?: unknown },
  ): Promise<StaffRecord> {
    const { institutionId, issuer } = settings;
    const linked = await repository.findIdentity(ctx.db, issuer, claims.sub, institutionId);
    if (linked) {
      const record = await accounts.load({ userId: linked.userId, institutionId }).catch(() => undefined);
      if (record?.status === 'active') return record;
      throw new AppError('auth.oidc_not_linked');
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const verified = claims.email_verified === true;
    const record =
      verified && domainAllowed(email, settings.allowedDomains) ? await accounts.findByEmail(email) : undefined;
    if (!record || record.institutionId !== institutionId || record.status !== 'active') {
      throw new AppError('auth.oidc_not_linked');
    }
    await repository.linkIdentity(ctx.db, { userId: record.id, institutionId, issuer, subject: claims.sub });
    return record;
  }

  async function visibleSettings(institutionId: number) {
    const row = await repository.findVisibleSettings(ctx.db, institutionId);
    return row
      ? { issuer: row.issuer, client_id: row.clientId, domains: row.allowedDomains, enabled: row.enabled }
      : null;
  }

  return {
    /** The administrator's school's OpenID sign-in, without its client secret. */
    settings(staff: StaffPrincipal) {
      return visibleSettings(staff.institutionId);
    },

    /** Sets the administrator's school's OpenID sign-in (as `npm run sso -- set` does). */
    async configure(
      staff: StaffPrincipal,
      body: { issuer: string; client_id: string; client_secret: string; domains: string; enabled: boolean },
    ) {
      const { issuer, client_id: clientId, client_secret: clientSecret, domains: allowedDomains, enabled } = body;
      const settings = { issuer, clientId, clientSecret, allowedDomains, enabled };
      await repository.saveSettings(ctx.db, staff.institutionId, settings, ctx.clock());
      return visibleSettings(staff.institutionId);
    },

    /** Whether the school (by its code) offers sign-in with a school account. */
    async available(schoolCode: string): Promise<boolean> {
      return (await repository.findSettingsBySchoolCode(ctx.db, schoolCode)) !== undefined;
    },

    /** Where to send the browser: the provider's authorization page for this school's client. */
    async start(schoolCode: string): Promise<{ url: string }> {
      const settings = await settingsFor(schoolCode);
      const provider = await providerOf(settings).catch(() => {
        throw failed();
      });
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await repository.insertState(ctx.db, {
        stateHash: digest(state),
        institutionId: settings.institutionId,
        nonce,
        codeVerifier,
        expiresAt: new Date(ctx.clock().getTime() + STATE_MINUTES * 60_000),
      });
      const url = client.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href };
    },

    /**
     * Finishes a sign-in the provider sent back: the state is used once (counted against the
     * address before it is looked up), the code exchanged with the verifier, the ID token
     * checked, and the person signed in as with a password.
     */
    async finish(callback: OidcCallback, ip: string) {
      const attempt = await throttle.reserveFromAddress(ip);
      const started = await repository.consumeState(ctx.db, digest(callback.state), ctx.clock());
      const settings = started && (await repository.findSettings(ctx.db, started.institutionId));
      if (!started || !settings) {
        await attempt.failed();
        throw failed();
      }
      await attempt.succeeded();
      if (callback.error || !callback.code) throw failed();
      const answer = new URL(redirectUri);
      for (const [name, value] of Object.entries(callback)) if (value) answer.searchParams.set(name, value);
      const claims = await identityClaims(settings, answer, started, callback.state).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'OpenID sign-in refused by the token check');
        throw failed();
      });
      const record = await staffMemberOf(settings, claims);
      const token = await sessions.openStaffSession(record);
      return { token, user: toSessionUser(record) };
    },
  };
}
