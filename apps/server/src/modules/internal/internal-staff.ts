import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import * as repository from './internal.repository.js';

/** A new staff member, or a new name and password for one (enabled again if disabled): `npm run internal -- add`. */
export async function addInternalStaff(db: Db, person: { email: string; name: string; password: string }) {
  const passwordHash = await hashPassword(person.password);
  await repository.upsertStaff(db, { email: person.email.trim().toLowerCase(), name: person.name, passwordHash });
}

/** Disables a staff member; their sessions end with it (they no longer resolve). Answers whether one was found. */
export function disableInternalStaff(db: Db, email: string, now: Date): Promise<boolean> {
  return repository.disableStaff(db, email.trim().toLowerCase(), now);
}
