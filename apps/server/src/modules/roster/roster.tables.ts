import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, moment } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { institutions, users } from '../school/school.tables.js';

/**
 * Printable login cards waiting for their single download. The payload (names, accounts,
 * readable passwords) is encrypted with a key that exists only in the handle given to the
 * staff member who created the students, so the stored row alone reveals no password.
 * The row is deleted when downloaded; expired rows are deleted with the next batch.
 */
export const loginCardBatches = pgTable(
  'login_card_batches',
  {
    id: id(),
    institutionId: school(),
    createdBy: idRef('created_by').notNull(),
    /** SHA-256 of the handle, to find the row without storing anything that can decrypt it. */
    handleHash: text('handle_hash').notNull(),
    /** AES-256-GCM: 12-byte nonce, 16-byte tag, then the ciphertext. */
    payload: bytea('payload').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.createdBy, () => users, 'cascade'),
    uniqueIndex('login_card_batches_handle_idx').on(t.handleHash, t.institutionId),
    index('login_card_batches_expiry_idx').on(t.institutionId, t.expiresAt),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const ROSTER_TABLE_KINDS: TableKinds = {
  login_card_batches: { kind: 'tenant', reason: `${SCHOOL_ROWS}: login cards waiting for their download` },
};
