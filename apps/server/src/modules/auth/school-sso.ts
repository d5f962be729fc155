import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Outbound } from '../../lib/outbound/outbound.js';
import { findSchoolByCode } from '../directory/index.js';
import * as repository from './oidc.repository.js';
import { discoverProvider } from './oidc-client.js';

export type { SsoSettings } from './oidc.repository.js';

/** A school's OpenID sign-in as an administrator or the operator gives it: the secret may be left out to keep the one set. */
export interface SsoInput {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  allowedDomains: string;
  enabled: boolean;
}

/**
 * What to store for a school's sign-in: the secret given (or the one kept), and the provider's
 * discovery document read now, through the outbound rules. Refused with the reason when the
 * provider cannot be read, so stored settings always name a provider that answered.
 */
export async function settingsToStore(
  outbound: Outbound,
  input: SsoInput,
  current: { clientSecret: string } | undefined,
  now: Date,
): Promise<repository.SsoSettings> {
  const clientSecret = input.clientSecret || current?.clientSecret;
  if (!clientSecret) throw new AppError('auth.oidc_secret_required');
  const provider = await discoverProvider(outbound, { issuer: input.issuer, clientId: input.clientId, clientSecret });
  return { ...input, clientSecret, provider, checkedAt: now };
}

/**
 * `npm run sso -- set|off`: a school's OpenID sign-in by its school code, or switched off.
 * Answers false for an unknown school code (or, switching off, a school without one).
 */
export async function configureSchoolSso(
  db: Db,
  outbound: Outbound,
  schoolCode: string,
  settings: SsoInput | { enabled: false },
  now: Date,
): Promise<boolean> {
  const institutionId = await findSchoolByCode(db, schoolCode);
  if (institutionId === undefined) return false;
  if (!('issuer' in settings)) return repository.switchOff(db, institutionId, now);
  const current = await repository.findSettings(db, institutionId);
  await repository.saveSettings(db, institutionId, await settingsToStore(outbound, settings, current, now), now);
  return true;
}
