import type { Db } from '../../db/client.js';
import * as directory from '../directory/index.js';
import { findStaffById } from './account.repository.js';

/**
 * The staff member who signs in with the e-mail (any letter case): the directory names their
 * school, and they are read there only. E-mails are unique across schools.
 */
export async function findStaffByEmail(db: Db, email: string) {
  const entry = await directory.findStaffByEmail(db, email);
  return entry && findStaffById(db, entry.institutionId, entry.userId);
}
