import { hash, verify } from '@node-rs/argon2';
import { randomSecret } from './secrets.js';

/** argon2id with the library's recommended memory and time costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so the
 * answer time does not tell whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomSecret());
  await verifyPassword(await dummyHash, password);
  return false;
}
