import type { Db } from '../../db/client.js';
import * as repository from './oidc.repository.js';

export type { SsoSettings } from './oidc.repository.js';

/**
 * `npm run sso -- set|off`: a school's OpenID sign-in by its school code, or switched off.
 * Answers false for an unknown school code (or, switching off, a school without one).
 */
export async function configureSchoolSso(
  db: Db,
  schoolCode: string,
  settings: repository.SsoSettings | { enabled: false },
  now: Date,
): Promise<boolean> {
  const institutionId = await repository.findSchoolId(db, schoolCode);
  if (institutionId === undefined) return false;
  if (!('issuer' in settings)) return repository.switchOff(db, institutionId, now);
  await repository.saveSettings(db, institutionId, settings, now);
  return true;
}
