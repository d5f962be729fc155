import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, school } from '../../db/table-parts/tenancy.js';
import { parents } from '../school/school.tables.js';
import { singleUseKeys, singleUseTimes } from '../school/single-use.tables.js';

/** Single-use links with which a parent sets their password, like the staff ones. */
export const parentPasswordResets = pgTable(
  'parent_password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    parentId: idRef('parent_id').notNull(),
    institutionId: school(),
    ...singleUseTimes(),
  },
  (t) => [
    ...singleUseKeys(t, t.tokenHash, t.parentId, () => parents),
    index('parent_password_resets_parent_idx').on(t.parentId),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const PARENT_TABLE_KINDS: TableKinds = {
  parent_password_resets: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a parent's password link` },
};
