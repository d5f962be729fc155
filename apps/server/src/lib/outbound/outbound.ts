import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, type RequestInit, fetch as undiciFetch } from 'undici';
import { isPublicAddress } from './public-address.js';

/**
 * Why the server did not fetch an address: not https, an address it may not reach, no answer
 * (a name that does not resolve, a refused or timed-out connection, a failed TLS handshake), or
 * an answer larger than anything it reads.
 */
export type OutboundProblem = 'not_https' | 'not_allowed' | 'unreachable' | 'too_large';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly problem: OutboundProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The OutboundError in an error's chain of causes (libraries wrap what a fetch threw), if any. */
export function outboundErrorIn(error: unknown): OutboundError | null {
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 10; depth++) {
    if (cause instanceof OutboundError) return cause;
    cause = cause.cause;
  }
  return null;
}

/** A host name's addresses, every one of them (each is checked, not only the first). */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/** What the operator allows beyond the public internet (the `OUTBOUND_PRIVATE_ORIGINS` setting). */
export interface OutboundPolicy {
  /** Origins (`scheme://host[:port]`) that may resolve to private addresses; those named with http:// may use it. */
  privateOrigins: readonly string[];
}

export interface OutboundOptions {
  resolve?: Resolve;
  /** How long a connection, and then the answer's headers and its body, may each take. */
  timeoutMs?: number;
  /** The largest answer read: a discovery document or a key set is a few kilobytes. */
  maxBytes?: number;
}

/** A request as the OpenID client library makes it. */
export type OutboundRequest = Pick<RequestInit, 'method' | 'headers' | 'body' | 'signal'>;

export type Outbound = ReturnType<typeof createOutbound>;

/**
 * Fetches from addresses that an administrator gave (a school's OpenID provider) without
 * letting them reach the server's own network: https only, and every address the host
 * resolves to public, unless the operator named the origin. The host is resolved once per
 * connection, inside the connection itself, and the connection goes to the address that was
 * checked, so a resolver that answers differently the second time gains nothing. Redirects are
 * answered as they are, never followed.
 */
export function createOutbound(
  policy: OutboundPolicy,
  { resolve = systemResolve, timeoutMs = 10_000, maxBytes = 1024 * 1024 }: OutboundOptions = {},
) {
  const privateOrigins = new Set(policy.privateOrigins);

  function checkScheme(url: URL): void {
    if (url.protocol === 'https:' || (url.protocol === 'http:' && privateOrigins.has(url.origin))) return;
    throw new OutboundError('not_https', `${url.origin} is not an https address`);
  }

  /** The addresses of an origin's host, all of them public unless the operator named the origin. */
  async function addressesOf(origin: string, hostname: string): Promise<string[]> {
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(host)
      ? [host]
      : await resolve(host).catch((error: unknown) => {
          throw new OutboundError('unreachable', `${host} does not resolve`, { cause: error });
        });
    if (addresses.length === 0) throw new OutboundError('unreachable', `${host} has no address`);
    if (!privateOrigins.has(origin) && !addresses.every(isPublicAddress)) {
      throw new OutboundError('not_allowed', `${host} is ${addresses.join(', ')}: not a public address`);
    }
    return addresses;
  }

  const connectTo = buildConnector({ timeout: timeoutMs });
  const dispatcher = new Agent({
    connect(options, callback) {
      const origin = new URL(`${options.protocol}//${options.host ?? options.hostname}`).origin;
      addressesOf(origin, options.hostname).then(
        // The checked address, not the name: the TLS name check still uses the name (from `host`).
        ([address]) => connectTo({ ...options, hostname: address! }, callback),
        (error: Error) => callback(error, null),
      );
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function readAtMost(answer: Awaited<ReturnType<typeof undiciFetch>>): Promise<Buffer> {
    const tooLarge = () => new OutboundError('too_large', `the answer is larger than ${maxBytes} bytes`);
    if (Number(answer.headers.get('content-length')) > maxBytes) {
      await answer.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of answer.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  return {
    /** Refuses an address that is neither https nor of an origin the operator named with http://. */
    checkScheme,

    /** Whether the server may fetch from this address, checked as a connection would be, without connecting. */
    async check(url: URL): Promise<void> {
      checkScheme(url);
      await addressesOf(url.origin, url.hostname);
    },

    /** A `fetch` (as the OpenID client library calls it) that keeps to the rules above. */
    async fetch(input: string | URL, request: OutboundRequest = {}): Promise<Response> {
      const url = new URL(input);
      checkScheme(url);
      try {
        const answer = await undiciFetch(url, { ...request, redirect: 'manual', dispatcher });
        const body = await readAtMost(answer);
        return new Response(body.length > 0 ? body : null, {
          status: answer.status,
          statusText: answer.statusText,
          headers: [...answer.headers],
        });
      } catch (error) {
        throw (
          outboundErrorIn(error) ?? new OutboundError('unreachable', `${url.origin} did not answer`, { cause: error })
        );
      }
    },

    close: () => dispatcher.close(),
  };
}
