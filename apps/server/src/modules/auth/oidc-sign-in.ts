import * as client from 'openid-client';
import { AppError } from '../../lib/app-error.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import type { StaffRecord } from '../account/index.js';
import { findSchoolByCode } from '../directory/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';
import * as repository from './oidc.repository.js';
import { providerOf } from './oidc-client.js';
import type { OidcDeps } from './oidc-deps.js';

// A school's OpenID Connect sign-in, from the button to the session (oidc.service.ts says how).

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

const oidcFailed = () => new AppError('auth.oidc_failed');

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
  { ctx, accounts }: OidcDeps,
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
  { ctx, throttle, outbound, redirectUri }: OidcDeps,
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
async function settingsOfSchool({ ctx }: OidcDeps, schoolCode: string) {
  const institutionId = await findSchoolByCode(ctx.db, schoolCode);
  return institutionId === undefined ? undefined : repository.findEnabledSettings(ctx.db, institutionId);
}

/** Whether the school (by its code) offers sign-in with a school account. */
export async function offersSignIn(deps: OidcDeps, schoolCode: string): Promise<boolean> {
  return (await settingsOfSchool(deps, schoolCode)) !== undefined;
}

/** Where to send the browser: the provider's authorization page for this school's client. */
export async function startSignIn(deps: OidcDeps, schoolCode: string): Promise<{ url: string }> {
  const settings = readable(await settingsOfSchool(deps, schoolCode));
  if (!settings) throw new AppError('auth.oidc_unavailable');
  return begin(deps, settings, null);
}

/**
 * An administrator trying the school's sign-in, switched on or not: the provider's page,
 * whose answer tells who would be signed in without signing anyone in.
 */
export async function tryOutSignIn(deps: OidcDeps, staff: StaffPrincipal): Promise<{ url: string }> {
  const settings = readable(await repository.findSettings(deps.ctx.db, staff.institutionId));
  if (!settings) throw new AppError('auth.oidc_unavailable');
  return begin(deps, settings, staff.userId);
}

/**
 * Finishes a sign-in the provider sent back: the state is used once (counted against the
 * address before it is looked up), the code exchanged with the verifier, the ID token
 * checked, and the person signed in as with a password. A trial answers who that would be.
 */
export async function finishSignIn(deps: OidcDeps, callback: OidcCallback, ip: string) {
  const { ctx, sessions, throttle, outbound, redirectUri } = deps;
  const attempt = await throttle.reserveFromAddress(ip);
  const named = readSchoolToken(callback.state);
  const started = named && (await repository.consumeState(ctx.db, named, ctx.clock()));
  const stored = started && (await repository.findSettings(ctx.db, started.institutionId));
  const settings = stored && (stored.enabled || started.trialBy !== null) ? readable(stored) : undefined;
  if (!started || !settings) {
    await attempt.failed();
    throw oidcFailed();
  }
  await attempt.succeeded();
  if (callback.error || !callback.code) throw oidcFailed();
  const answer = new URL(redirectUri);
  for (const [name, value] of Object.entries(callback)) if (value) answer.searchParams.set(name, value);
  const provider = providerOf(outbound, settings);
  const claims = await identityClaims(provider, answer, started, callback.state).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'OpenID sign-in refused by the token check');
    throw oidcFailed();
  });
  const { record, link } = await staffMemberOf(deps, settings, claims);
  if (started.trialBy !== null) return { trial: { username: record.name, email: record.email } };
  if (link) {
    const { institutionId, issuer } = settings;
    await repository.linkIdentity(ctx.db, { userId: record.id, institutionId, issuer, subject: claims.sub });
  }
  const token = await sessions.openStaffSession(record);
  return { token, user: toSessionUser(record) };
}
