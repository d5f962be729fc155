import { hash } from '@node-rs/argon2';
import { verifyPassword } from '../../lib/passwords.js';
import { randomSecret } from '../../lib/secrets.js';

/**
 * argon2id with 4 MiB and one pass (about 4 ms per hash on one core) for student accounts,
 * instead of the staff default (19 MiB, two passes, about 65 ms), so a class of 400 imports
 * in about a second. Student accounts belong to children, their sign-in is throttled and a
 * teacher can reset them at any time, and the check reads the parameters from the stored
 * hash, so staff and student hashes verify the same way.
 */
const STUDENT_HASH = { memoryCost: 4096, timeCost: 1, parallelism: 1 } as const;

export function hashStudentPassword(password: string): Promise<string> {
  return hash(password, STUDENT_HASH);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real student check when there is no student (or no picture password)
 * to check against, so the answer time does not tell whether the account exists.
 */
export async function verifyStudentAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashStudentPassword(randomSecret());
  await verifyPassword(await dummyHash, password);
  return false;
}
