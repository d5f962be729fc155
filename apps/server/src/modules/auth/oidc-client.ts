import * as client from 'openid-client';
import type { OidcSettings } from './oidc.repository.js';

/** An issuer on this machine (a development or test provider) may be reached over plain HTTP; any other needs HTTPS. */
function isLoopback(issuer: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/**
 * The provider's metadata and keys as the client library holds them, discovered from the
 * issuer and kept for ten minutes per school's settings. ID tokens are checked against the
 * provider's published keys (JWKS) besides their issuer, audience, expiry and nonce.
 */
export function providerOf(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.institutionId}|${settings.updatedAt.getTime()}`;
  const kept = discovered.get(key);
  if (kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config;
  const issuer = new URL(settings.issuer);
  const execute = [client.enableNonRepudiationChecks, ...(isLoopback(issuer) ? [client.allowInsecureRequests] : [])];
  const config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute,
    timeout: 10,
  });
  discovered.set(key, { at: Date.now(), config });
  // A failed discovery is not kept: the next sign-in asks again.
  config.catch(() => discovered.delete(key));
  return config;
}
