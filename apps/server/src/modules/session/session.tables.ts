import { check, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf } from '../../db/table-parts/columns.js';
import type { TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, school } from '../../db/table-parts/tenancy.js';
import { institutions } from '../school/school.tables.js';

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
 * Creates sent with an `Idempotency-Key` header, kept so a repeat gets the first answer
 * instead of doing the work again. A row is reserved (no status yet) before the work starts
 * and holds the answer once it is done. Keys belong to one signed-in person of one school.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    institutionId: school(),
    /** Whose key: a session kind and that person's id (as in `sessions`). */
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    subjectId: idRef('subject_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the route, its parameters and the validated body: the same key must come with the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's HTTP status and JSON body; null while the first request is still running. */
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    keyedBySchool(t, t.kind, t.subjectId, t.key),
    ofSchool(t, () => institutions.id),
    index('idempotent_requests_expires_idx').on(t.expiresAt),
    check('idempotent_requests_kind_check', oneOf(t.kind, SESSION_KINDS)),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const SESSION_TABLE_KINDS: TableKinds = {
  sessions: { kind: 'tenant', reason: 'a signed-in person of one school (a company session: the school looked at)' },
  idempotent_requests: { kind: 'tenant', reason: "a school member's repeated creates, answered once" },
  sign_in_limits: {
    kind: 'local',
    reason:
      'sign-in attempt counters, counted before any school is known: short-lived rows every attempt writes, kept beside the app on the coordinator so that an attempt counts against all its counters in one local statement and the sweep of idle ones skips rows in use',
  },
};
