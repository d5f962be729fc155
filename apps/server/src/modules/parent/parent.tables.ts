import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
