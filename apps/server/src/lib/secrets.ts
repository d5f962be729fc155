import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (sessions, reset links, sign-in codes) with 256 bits of entropy. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this digest; a fast hash is enough because the secret itself is random. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
