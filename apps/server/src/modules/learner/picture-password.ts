import { verifyPassword } from '../../lib/passwords.js';
import { hashStudentPassword } from '../roster/index.js';

/** The two pictures as one secret; their order does not matter to the student. */
function pictureSecret(pictures: readonly number[]): string {
  return [...pictures].sort((a, b) => a - b).join('-');
}

export function hashPictures(pictures: readonly number[]): Promise<string> {
  return hashStudentPassword(pictureSecret(pictures));
}

export function verifyPictures(hash: string, pictures: readonly number[]): Promise<boolean> {
  return verifyPassword(hash, pictureSecret(pictures));
}
