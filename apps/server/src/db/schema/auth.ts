import { check, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, oneOf } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './staff.js';

/** Who a session belongs to: staff, students and parents hold different kinds of token. */
export const SESSION_KINDS = ['staff', 'student', 'parent'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Bearer sessions. Only the SHA-256 of the token is stored, so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    institutionId: belongsTo('institution_id', () => institutions.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    check('sessions_kind_check', oneOf(t.kind, SESSION_KINDS)),
  ],
);

/** Single-use password-reset links; the link carries the token, the table its hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    institutionId: belongsTo('institution_id', () => institutions.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** One-time codes for the switch-to-version-2 link; the other site redeems them once. */
export const ssoCodes = pgTable('sso_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codeHash: text('code_hash').notNull().unique(),
  userId: belongsTo('user_id', () => users.id),
  institutionId: belongsTo('institution_id', () => institutions.id),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    institutionId: belongsTo('institution_id', () => institutions.id),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [index('staff_invitations_user_idx').on(t.userId)],
);

/** A staff member's change of e-mail, waiting for the link sent to the new address to be opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    institutionId: belongsTo('institution_id', () => institutions.id),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
