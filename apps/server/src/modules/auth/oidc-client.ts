import * as client from 'openid-client';
import { AppError } from '../../lib/app-error.js';
import { type Outbound, outboundErrorIn } from '../../lib/outbound/outbound.js';

/** The client a school registered at its provider. */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** How long one request to the provider may take, in seconds. */
const TIMEOUT_SECONDS = 10;

/** What an administrator is told when the provider could not be read. */
function discoveryRefusal(error: unknown): AppError {
  switch (outboundErrorIn(error)?.problem) {
    case 'not_https':
      return new AppError('auth.oidc_issuer_not_https');
    case 'not_allowed':
      return new AppError('auth.oidc_issuer_not_allowed');
    case 'unreachable':
      return new AppError('auth.oidc_issuer_unreachable');
    default:
      return new AppError('auth.oidc_not_provider');
  }
}

/** Plain HTTP passes the outbound rules only for an origin the operator named; the client library is told so. */
const insecureAllowed = (issuer: URL) => (issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []);

/**
 * The endpoints the server will call must be addresses it may reach, and the one the browser
 * is sent to must be https (or an origin the operator named) like the issuer itself.
 */
async function checkEndpoints(outbound: Outbound, metadata: client.ServerMetadata): Promise<void> {
  const { authorization_endpoint: authorization, token_endpoint: token, jwks_uri: keys } = metadata;
  if (!authorization || !token || !keys) throw new Error('the discovery document lacks an endpoint sign-in needs');
  outbound.checkScheme(new URL(authorization));
  for (const endpoint of [token, keys, metadata.userinfo_endpoint]) {
    if (endpoint) await outbound.check(new URL(endpoint));
  }
}

/**
 * Reads the provider's discovery document from the issuer, through the outbound rules (https,
 * public addresses, no redirects), and checks the endpoints it names the same way. Runs when an
 * administrator saves the settings; the document is stored, and sign-ins start from it without
 * asking the provider again. Answers the error the administrator sees when it cannot.
 */
export async function discoverProvider(outbound: Outbound, settings: ProviderClient): Promise<client.ServerMetadata> {
  try {
    const issuer = new URL(settings.issuer);
    outbound.checkScheme(issuer);
    const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      [client.customFetch]: outbound.fetch,
      execute: insecureAllowed(issuer),
      timeout: TIMEOUT_SECONDS,
    });
    const metadata = config.serverMetadata();
    await checkEndpoints(outbound, metadata);
    return metadata;
  } catch (error) {
    throw discoveryRefusal(error);
  }
}

/**
 * The provider as the client library holds it, built from the stored discovery document without
 * a request. Its later requests (the code exchange, the keys, the user info) go through the
 * outbound rules too. ID tokens are checked against the provider's published keys (JWKS) besides
 * their issuer, audience, expiry and nonce.
 */
export function providerOf(
  outbound: Outbound,
  settings: ProviderClient & { provider: client.ServerMetadata },
): client.Configuration {
  const config = new client.Configuration(settings.provider, settings.clientId, settings.clientSecret);
  config[client.customFetch] = outbound.fetch;
  config.timeout = TIMEOUT_SECONDS;
  client.enableNonRepudiationChecks(config);
  for (const allow of insecureAllowed(new URL(settings.issuer))) allow(config);
  return config;
}
