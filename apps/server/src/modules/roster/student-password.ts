import { hash } from '@node-rs/argon2';

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
