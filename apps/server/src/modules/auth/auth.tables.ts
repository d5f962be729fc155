import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ServerMetadata } from 'openid-client';
import { createdAt, moment, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { institutions, users } from '../school/school.tables.js';
import { singleUseKeys, singleUseTimes } from '../school/single-use.tables.js';

/** Single-use password-reset links; the link carries the token, the table its hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    ...singleUseTimes(),
  },
  (t) => [...singleUseKeys(t, t.tokenHash, t.userId, () => users), index('password_resets_user_idx').on(t.userId)],
);

/** One-time codes for the switch-to-version-2 link; the other site redeems them once. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    ...singleUseTimes(),
  },
  (t) => singleUseKeys(t, t.codeHash, t.userId, () => users),
);

/**
 * A school's OpenID Connect sign-in: its provider, the client registered there, and the e-mail
 * domains whose users may sign in through it. The client secret is kept as the school gave it.
 * `provider` is the provider's discovery document as read when the settings were saved: a
 * sign-in starts from it without asking the provider again.
 */
export const institutionSso = pgTable(
  'institution_sso',
  {
    institutionId: school().primaryKey(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    /** Comma-separated lower-case domains, e.g. "school.example,staff.school.example". */
    allowedDomains: text('allowed_domains').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Null until the provider has been read (settings saved switched off, or before it was read on saving). */
    provider: jsonb('provider').$type<ServerMetadata>(),
    checkedAt: moment('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [ofSchool(t, () => institutions.id)],
);

/** A staff member's account at a school's OpenID provider, matched on the provider's stable subject. */
export const staffIdentities = pgTable(
  'staff_identities',
  {
    id: id(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.userId, () => users, 'cascade'),
    uniqueIndex('staff_identities_subject_idx').on(t.issuer, t.subject, t.institutionId),
    index('staff_identities_user_idx').on(t.userId),
  ],
);

/** An OpenID sign-in under way: the state sent to the provider (hashed), with its nonce and PKCE verifier. */
export const oidcStates = pgTable(
  'oidc_states',
  {
    stateHash: text('state_hash').notNull(),
    institutionId: school(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Where to go after signing in (a path under the base path). */
    returnPath: text('return_path'),
    /** The administrator trying the school's sign-in: finishing it tells who it would sign in, and signs in nobody. */
    trialBy: idRef('trial_by'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    keyedBySchool(t, t.stateHash),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.trialBy, () => users, 'cascade'),
    index('oidc_states_expiry_idx').on(t.expiresAt),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const AUTH_TABLE_KINDS: TableKinds = {
  password_resets: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's reset link` },
  sso_codes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's switch-to-version-2 code` },
  institution_sso: { kind: 'tenant', reason: "the school's OpenID sign-in settings" },
  staff_identities: { kind: 'tenant', reason: "a staff member's account at the school's OpenID provider" },
  oidc_states: { kind: 'tenant', reason: 'an OpenID sign-in under way at one school' },
};
