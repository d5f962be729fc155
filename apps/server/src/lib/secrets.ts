import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (sessions, reset links, sign-in codes) with 256 bits of entropy. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this digest; a fast hash is enough because the secret itself is random. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * A secret that names the school it belongs to, "<institution_id>.<random>" (sessions, reset
 * and invitation links, e-mail changes, sign-in states): whoever presents it is looked up in
 * that school's rows only. Stored, like every secret, only as the digest of the whole token.
 */
export function schoolToken(institutionId: number): string {
  return `${institutionId}.${randomSecret()}`;
}

/** What a school's token is looked up by: its school and its digest. */
export interface SchoolTokenKey {
  institutionId: number;
  hash: string;
}

/** A token's school and the digest to look it up by; nothing for a token that names no school. */
export function readSchoolToken(token: string): SchoolTokenKey | undefined {
  const match = /^([1-9][0-9]{0,15})\.[A-Za-z0-9_-]+$/.exec(token);
  if (!match) return undefined;
  return { institutionId: Number(match[1]), hash: digest(token) };
}
