import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { ServerMetadata } from 'openid-client';
import type { Db } from '../../db/client.js';
import type { SchoolTokenKey } from '../../lib/secrets.js';
import { institutionSso, oidcStates, staffIdentities } from './auth.tables.js';

const settingsColumns = {
  institutionId: institutionSso.institutionId,
  issuer: institutionSso.issuer,
  clientId: institutionSso.clientId,
  clientSecret: institutionSso.clientSecret,
  allowedDomains: institutionSso.allowedDomains,
  enabled: institutionSso.enabled,
  provider: institutionSso.provider,
  checkedAt: institutionSso.checkedAt,
  updatedAt: institutionSso.updatedAt,
};

/** A school's OpenID sign-in, when switched on and its provider read. */
export async function findEnabledSettings(db: Db, institutionId: number) {
  const [row] = await db
    .select(settingsColumns)
    .from(institutionSso)
    .where(
      and(
        eq(institutionSso.institutionId, institutionId),
        eq(institutionSso.enabled, true),
        isNotNull(institutionSso.provider),
      ),
    )
    .limit(1);
  return row;
}

/** A school's OpenID sign-in as stored, switched on or not. */
export async function findSettings(db: Db, institutionId: number) {
  const [row] = await db
    .select(settingsColumns)
    .from(institutionSso)
    .where(eq(institutionSso.institutionId, institutionId))
    .limit(1);
  return row;
}

export type OidcSettings = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

export type SsoSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string;
  enabled: boolean;
  /** The provider's discovery document, and when it was read; null when not read. */
  provider: ServerMetadata | null;
  checkedAt: Date | null;
};

/** Sets (or replaces) a school's OpenID sign-in. */
export async function saveSettings(db: Db, institutionId: number, settings: SsoSettings, now: Date): Promise<void> {
  await db
    .insert(institutionSso)
    .values({ institutionId, ...settings })
    .onConflictDoUpdate({ target: institutionSso.institutionId, set: { ...settings, updatedAt: now } });
}

/** Switches a school's OpenID sign-in off (its settings stay); answers whether it had one. */
export async function switchOff(db: Db, institutionId: number, now: Date): Promise<boolean> {
  const off = await db
    .update(institutionSso)
    .set({ enabled: false, updatedAt: now })
    .where(eq(institutionSso.institutionId, institutionId))
    .returning({ id: institutionSso.institutionId });
  return off.length > 0;
}

export async function insertState(
  db: Db,
  row: {
    stateHash: string;
    institutionId: number;
    nonce: string;
    codeVerifier: string;
    trialBy: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oidcStates).values(row);
}

/**
 * Marks a sign-in under way finished, once (looked up in the state's school): answers its
 * nonce, verifier and trier, or nothing when used or expired.
 */
export async function consumeState(db: Db, state: SchoolTokenKey, now: Date) {
  const [row] = await db
    .update(oidcStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcStates.institutionId, state.institutionId),
        eq(oidcStates.stateHash, state.hash),
        isNull(oidcStates.usedAt),
        gt(oidcStates.expiresAt, now),
      ),
    )
    .returning({
      institutionId: oidcStates.institutionId,
      nonce: oidcStates.nonce,
      codeVerifier: oidcStates.codeVerifier,
      trialBy: oidcStates.trialBy,
    });
  return row;
}

/** The staff member linked to an account at the provider, in the school. */
export async function findIdentity(db: Db, issuer: string, subject: string, institutionId: number) {
  const [row] = await db
    .select({ userId: staffIdentities.userId })
    .from(staffIdentities)
    .where(
      and(
        eq(staffIdentities.issuer, issuer),
        eq(staffIdentities.subject, subject),
        eq(staffIdentities.institutionId, institutionId),
      ),
    )
    .limit(1);
  return row;
}

/** Links an account at the provider to a staff member; a subject already linked (a race) stays as it was. */
export async function linkIdentity(
  db: Db,
  row: { userId: number; institutionId: number; issuer: string; subject: string },
): Promise<void> {
  await db.insert(staffIdentities).values(row).onConflictDoNothing();
}
