import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../../lib/secrets.js';

/** Who a single sign-on code stands for, and until when (seconds since 1970, UTC). */
export interface SsoClaims {
  email: string;
  school: string;
  exp: number;
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * A code both versions of the product mint and accept:
 * `base64url(JSON {email, school, exp, jti}) "." base64url(HMAC-SHA256(shared secret, first part))`.
 * `jti` is random, so no two codes are alike even for the same person in the same second.
 */
export function signSsoCode(claims: SsoClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomSecret() })).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The claims of a code signed with `secret`, or null for anything else (a forged, altered or garbled code). */
export function readSsoCode(code: string, secret: string): SsoClaims | null {
  const [payload, signed, ...rest] = code.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { email, school, exp } = claims as Record<string, unknown>;
    if (typeof email !== 'string' || typeof school !== 'string' || !Number.isInteger(exp)) return null;
    return { email, school, exp: exp as number };
  } catch {
    return null;
  }
}
