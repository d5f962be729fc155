import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another on a printed card (no 0/O, 1/l/I).
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A password a young student can type from a login card: five letters and four digits
 * ("kmtwx-4827"), about 34 bits of randomness. Stored as an argon2 hash, that is ample for
 * a student account whose password a teacher can reset at any time.
 */
export function readablePassword(): string {
  const pick = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick(LETTERS, 5)}-${pick(DIGITS, 4)}`;
}
