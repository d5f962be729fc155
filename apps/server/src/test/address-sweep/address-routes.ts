import type { ErrorCode } from '@lms/shared';
import type { Db } from '../../db/client.js';
import { institutionSso } from '../../db/schema/index.js';
import type { HostileAddress } from '../hostile-addresses.js';

/**
 * Where a route takes an address that the server stores and fetches later (or fetches at once),
 * as `METHOD url part.field`: what it is, and the error it answers for each kind of hostile
 * address. The sweep gives each of them every hostile address and expects that refusal, with
 * nothing changed.
 */
export const ADDRESS_FIELDS: Record<string, { what: string; refusals: Record<HostileAddress['problem'], ErrorCode> }> =
  {
    'POST /api/auth/oidc/settings body.issuer': {
      what: "the school's OpenID provider: its discovery document is read on saving, its endpoints at each sign-in",
      refusals: { not_https: 'auth.oidc_issuer_not_https', not_allowed: 'auth.oidc_issuer_not_allowed' },
    },
  };

/** Fields named like an address that the server never fetches, and why. */
export const NOT_FETCHED: Record<string, string> = {
  'POST /api/auth/oidc/settings body.domains': 'e-mail domains, compared with the e-mail the provider gives',
};

/**
 * Hostile addresses as the server could find them stored, from settings saved before the address
 * rules or edited in the database: the school's OpenID provider, switched on, and each endpoint of
 * its document, all at `port` of this machine in several spellings. `store` writes them into
 * every place the server reads a stored address from; `origins` are what an operator would have
 * to allow for the server to reach them.
 */
export function hostileStoredAddresses(port: number) {
  const issuer = `https://localhost:${port}`;
  const provider = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `https://127.0.0.1:${port}/token`,
    jwks_uri: `https://[::ffff:127.0.0.1]:${port}/jwks`,
    userinfo_endpoint: `http://127.0.0.1:${port}/userinfo`,
    response_types_supported: ['code'],
  };
  return {
    origins: [issuer, `https://127.0.0.1:${port}`, `https://[::ffff:7f00:1]:${port}`, `http://127.0.0.1:${port}`],
    async store(db: Db, institutionId: number): Promise<void> {
      const settings = {
        issuer,
        clientId: 'sweep',
        clientSecret: 'sweep-secret',
        allowedDomains: 'sweep.test',
        enabled: true,
        provider,
        checkedAt: new Date(),
      };
      await db
        .insert(institutionSso)
        .values({ institutionId, ...settings })
        .onConflictDoUpdate({ target: institutionSso.institutionId, set: settings });
    },
  };
}

/** Sends one request as a caller would (a fresh address each time, so no flood guard stands in the way). */
export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}) => Promise<{ statusCode: number; json(): { url?: string } }>;

/** The state the provider would send back, read from the address a start sends the browser to (none when it did not start). */
function stateOf(started: { json(): { url?: string } }): string | null {
  const { url } = started.json();
  return url ? new URL(url).searchParams.get('state') : null;
}

/**
 * Requests that reach a fetch only after another request: a sign-in at the school's provider,
 * started by a visitor or tried by an administrator, finished with an answer from the provider
 * (whose code the server then exchanges at the token endpoint). The sweep's last test shows
 * they do reach the fetch when the addresses are allowed.
 */
export const FETCH_CHAINS: {
  name: string;
  run(send: Send, school: { schoolCode: string; adminHeaders: Record<string, string> }): Promise<void>;
}[] = [
  {
    name: "a visitor's sign-in with a school account",
    async run(send, { schoolCode }) {
      const state = stateOf(
        await send({ method: 'POST', url: '/api/auth/oidc/start', payload: { school: schoolCode } }),
      );
      if (state) await send({ method: 'POST', url: '/api/auth/oidc/finish', payload: { state, code: 'code' } });
    },
  },
  {
    name: "an administrator's trial of the school's sign-in",
    async run(send, { adminHeaders }) {
      const state = stateOf(await send({ method: 'POST', url: '/api/auth/oidc/try', headers: adminHeaders }));
      if (state) await send({ method: 'POST', url: '/api/auth/oidc/finish', payload: { state, code: 'code' } });
    },
  },
];
