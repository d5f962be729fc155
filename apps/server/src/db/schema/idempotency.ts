import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { SESSION_KINDS } from './auth.js';
import { createdAt, moment, oneOf } from './columns.js';
import { institutions } from './institutions.js';
import { idRef, keyedBySchool, ofSchool, school } from './tenancy.js';

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
