import { getTableName } from 'drizzle-orm';
import { type PgColumn, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/table-parts/columns.js';
import {
  keyedBySchool,
  ofSchool,
  type SchoolOwned,
  type SchoolTable,
  sameSchool,
} from '../../db/table-parts/tenancy.js';
import { institutions } from './school.tables.js';

// The parts of a single-use link or code (a password reset, an invitation, an e-mail change, a
// sign-in code): the row keeps the hash of what the link carries, the one it was given to, and
// when it was made, until when it works and when it was used.

/** When the link was made, until when it works, and when it was used (null while it is not). */
export const singleUseTimes = () => ({
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

/**
 * The keys of a single-use link: its id in its school, the school, the one it was given to (the
 * link goes with them) and its hash, unique in the school (`<table>_token_idx` for `token_hash`).
 */
export const singleUseKeys = (
  t: SchoolOwned & { id: PgColumn },
  hash: PgColumn,
  holder: PgColumn,
  holders: () => SchoolTable,
) => [
  keyedBySchool(t, t.id),
  ofSchool(t, () => institutions.id),
  sameSchool(t, holder, holders, 'cascade'),
  uniqueIndex(`${getTableName(hash.table)}_${hash.name.replace(/_hash$/, '')}_idx`).on(hash, t.institutionId),
];
