import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * Failed sign-ins, counted per account and per IP to slow down password guessing.
 * Kept in the database so every API process sees the same counts. Not tenant-owned:
 * a failure for an unknown e-mail belongs to no institution.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: moment('at').notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
    index('login_failures_at_idx').on(t.at),
  ],
);
