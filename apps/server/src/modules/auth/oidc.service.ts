import * as client from 'openid-client';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { createOutbound } from '../../lib/outbound/outbound.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import type { AccountService, StaffRecord } from '../account/index.js';
import { recordAudit } from '../audit/index.js';
import { findSchoolByCode } from '../directory/index.js';
import type { LoginThrottle, SessionService, StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';
import * as repository from './oidc.repository.js';
import { providerOf } from './oidc-client.js';
import { ssoChange, toVisibleSettings } from './oidc-settings.presenter.js';
import { settingsToStore } from './school-sso.js';

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
 *
 * The provider is read only when an administrator saves the settings (through the outbound
 * rules: https, public addresses, unless the operator named the origin); a sign-in starts from
 * the stored document, so no visitor makes the server fetch anything by starting one.
 */
export function createOidcService(
  ctx: AppContext,
  { accounts, sessions, throttle }: { accounts: AccountService; sessions: SessionService; throttle: LoginThrottle },
) {
  const redirectUri = `${ctx.config.publicUrl}${ctx.config.basePath}oidc/callback`;
  const outbound = createOutbound(ctx.config.outbound);
  const failed = () => new AppError('auth.oidc_failed');

  /** The stored settings with the provider read, or nothing to start from. */
  const readable = (settings: repository.OidcSettings | undefined) =>
    settings?.provider ? { ...settings, provider: settings.provider } : undefined;

  /**
   * Exchanges the code (with the verifier) for tokens and answers the ID token's claims, checked by
   * the client library: signature against the provider's keys, issuer, audience, expiry, nonce.
   * A provider that keeps the e-mail out of the ID token gives it through its user-info endpoint,
   * for the same subject.
   */
  async function identityClaims(
    provider: client.Configuration,
    answer: URL,
    started: { nonce: string; codeVerifier: string },
    state: string,
  ): Promise<client.IDToken & { email?: unknown; email_verified?: unknown }> {
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

  /**
   * The staff member the provider's account stands for, and whether it is to be linked (its
   * first sign-in): by subject when linked, else by a verified e-mail of an allowed domain.
   */
  async function staffMemberOf(
    settings: repository.OidcSettings,
    claims: { sub: string; email?: unknown; email_verified?: unknown },
  ): Promise<{ record: StaffRecord; link: boolean }> {
    const { institutionId, issuer } = settings;
    const linked = await repository.findIdentity(ctx.db, issuer, claims.sub, institutionId);
    if (linked) {
      const record = await accounts.load({ userId: linked.userId, institutionId }).catch(() => undefined);
      if (record?.status === 'active') return { record, link: false };
      throw new AppError('auth.oidc_not_linked');
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const verified = claims.email_verified === true;
    const record =
      verified && domainAllowed(email, settings.allowedDomains) ? await accounts.findByEmail(email) : undefined;
    if (!record || record.institutionId !== institutionId || record.status !== 'active') {
      throw new AppError('auth.oidc_not_linked');
    }
    return { record, link: true };
  }

  /** Sends the browser to the provider: a sign-in under way, or an administrator's trial of it (`trialBy`). */
  async function begin(
    settings: NonNullable<ReturnType<typeof readable>>,
    trialBy: number | null,
  ): Promise<{ url: string }> {
    await throttle.reserveSchoolStart(settings.institutionId);
    const provider = providerOf(outbound, settings);
    const state = schoolToken(settings.institutionId);
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await repository.insertState(ctx.db, {
      stateHash: digest(state),
      institutionId: settings.institutionId,
      nonce,
      codeVerifier,
      trialBy,
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
  }

  /** The OpenID sign-in of the school with this code (found through the directory), when it is switched on. */
  async function settingsOfSchool(schoolCode: string) {
    const institutionId = await findSchoolByCode(ctx.db, schoolCode);
    return institutionId === undefined ? undefined : repository.findEnabledSettings(ctx.db, institutionId);
  }

  async function visibleSettings(institutionId: number) {
    const row = await repository.findSettings(ctx.db, institutionId);
    return { settings: row ? toVisibleSettings(row) : null, redirect_uri: redirectUri };
  }

  return {
    /** The administrator's school's OpenID sign-in, without its client secret, and the redirect address to register. */
    settings(staff: StaffPrincipal) {
      return visibleSettings(staff.institutionId);
    },

    /**
     * Sets the administrator's school's OpenID sign-in (as `npm run sso -- set` does): the
     * provider is read now, and the change goes into the audit log with the secret only as set
     * or changed.
     */
    async configure(
      staff: StaffPrincipal,
      body: {
        issuer: string;
        client_id: string;
        client_secret?: string | undefined;
        domains: string;
        enabled: boolean;
      },
    ) {
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
      return visibleSettings(staff.institutionId);
    },

    /** Whether the school (by its code) offers sign-in with a school account. */
    async available(schoolCode: string): Promise<boolean> {
      return (await settingsOfSchool(schoolCode)) !== undefined;
    },

    /** Where to send the browser: the provider's authorization page for this school's client. */
    async start(schoolCode: string): Promise<{ url: string }> {
      const settings = readable(await settingsOfSchool(schoolCode));
      if (!settings) throw new AppError('auth.oidc_unavailable');
      return begin(settings, null);
    },

    /**
     * An administrator trying the school's sign-in, switched on or not: the provider's page,
     * whose answer tells who would be signed in without signing anyone in.
     */
    async tryOut(staff: StaffPrincipal): Promise<{ url: string }> {
      const settings = readable(await repository.findSettings(ctx.db, staff.institutionId));
      if (!settings) throw new AppError('auth.oidc_unavailable');
      return begin(settings, staff.userId);
    },

    /**
     * Finishes a sign-in the provider sent back: the state is used once (counted against the
     * address before it is looked up), the code exchanged with the verifier, the ID token
     * checked, and the person signed in as with a password. A trial answers who that would be.
     */
    async finish(callback: OidcCallback, ip: string) {
      const attempt = await throttle.reserveFromAddress(ip);
      const named = readSchoolToken(callback.state);
      const started = named && (await repository.consumeState(ctx.db, named, ctx.clock()));
      const stored = started && (await repository.findSettings(ctx.db, started.institutionId));
      const settings = stored && (stored.enabled || started.trialBy !== null) ? readable(stored) : undefined;
      if (!started || !settings) {
        await attempt.failed();
        throw failed();
      }
      await attempt.succeeded();
      if (callback.error || !callback.code) throw failed();
      const answer = new URL(redirectUri);
      for (const [name, value] of Object.entries(callback)) if (value) answer.searchParams.set(name, value);
      const provider = providerOf(outbound, settings);
      const claims = await identityClaims(provider, answer, started, callback.state).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'OpenID sign-in refused by the token check');
        throw failed();
      });
      const { record, link } = await staffMemberOf(settings, claims);
      if (started.trialBy !== null) return { trial: { username: record.name, email: record.email } };
      if (link) {
        const { institutionId, issuer } = settings;
        await repository.linkIdentity(ctx.db, { userId: record.id, institutionId, issuer, subject: claims.sub });
      }
      const token = await sessions.openStaffSession(record);
      return { token, user: toSessionUser(record) };
    },
  };
}
