import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ServerMetadata } from 'openid-client';
import { createdAt, moment, oneOf, updatedAt } from './columns.js';
import { institutions } from './institutions.js';
import { singleUseKeys, singleUseTimes } from './single-use.js';
import { users } from './staff.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from './tenancy.js';

/**
 * Who a session belongs to: staff, students and parents hold different kinds of token; `internal`
 * is the product company's own staff, whose session holds the school they are looking at.
 */
export const SESSION_KINDS = ['staff', 'student', 'parent', 'internal'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Bearer sessions. Only the SHA-256 of the token is stored, so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    /** The staff member's, student's, parent's or company staff member's id, by `kind`. */
    subjectId: idRef('subject_id').notNull(),
    institutionId: school(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** An internal session in support mode (allowed to change things): why, and since when. */
    supportReason: text('support_reason'),
    supportSince: moment('support_since'),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    uniqueIndex('sessions_token_idx').on(t.tokenHash, t.institutionId),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    check('sessions_kind_check', oneOf(t.kind, SESSION_KINDS)),
  ],
);

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

/** What a sign-in limit counts: one account from one address, one address, or one account from everywhere. */
export const SIGN_IN_SCOPES = ['pair', 'address', 'account'] as const;
export type SignInScope = (typeof SIGN_IN_SCOPES)[number];

/**
 * Sign-in limits, one row per counter. `level` is the number of attempts held against the
 * counter as of `counted_at`; it drains with time at the rate of the counter's rule, so an
 * idle counter empties by itself. `next_attempt_at` is the earliest moment the next attempt
 * on an account may run once its free attempts are used; `known_until` marks an address the
 * account signed in from (a pair row), which the account-wide delays leave alone. Kept in the
 * database so every API process counts the same attempts. Not tenant-owned: an attempt for an
 * unknown e-mail belongs to no institution.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    scope: text('scope', { enum: SIGN_IN_SCOPES }).notNull(),
    key: text('key').notNull(),
    level: doublePrecision('level').notNull(),
    countedAt: moment('counted_at').notNull(),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    knownUntil: moment('known_until'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('sign_in_limits_counted_idx').on(t.countedAt),
    check('sign_in_limits_scope_check', oneOf(t.scope, SIGN_IN_SCOPES)),
  ],
);

/**
 * Invitations to join a school as a teacher: the mail's single-use link sets the invited
 * user's first password. Resending replaces the link; withdrawing ends it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    invitedBy: idRef('invited_by'),
    ...singleUseTimes(),
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [
    ...singleUseKeys(t, t.tokenHash, t.userId, () => users),
    sameSchool(t, t.invitedBy, () => users, 'refuse'),
    index('staff_invitations_user_idx').on(t.userId),
  ],
);

/** A staff member's change of e-mail, waiting for the link sent to the new address to be opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    newEmail: text('new_email').notNull(),
    ...singleUseTimes(),
  },
  (t) => [...singleUseKeys(t, t.tokenHash, t.userId, () => users), index('email_changes_user_idx').on(t.userId)],
);

/** The product company's own staff, who sign in at /internal; created from the command line. */
export const internalStaff = pgTable('internal_staff', {
  id: id().primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  disabledAt: moment('disabled_at'),
});

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
