import { ANNOUNCEMENT_TYPES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf } from '../../db/table-parts/columns.js';
import type { TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef } from '../../db/table-parts/tenancy.js';

/**
 * Notices shown at start, written by the product company: a few rows every school reads (a
 * reference table, see kinds.ts). `institution_id` names the one school a notice is for, null
 * meaning every school; a plain number, as a table shared by all schools links to none of them.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id().primaryKey(),
    institutionId: idRef('institution_id'),
    type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull(),
    /** Stored as written; sanitised every time it is sent. */
    contentHtml: text('content_html').notNull().default(''),
    display: boolean('display').notNull().default(true),
    startAt: moment('start_at').notNull(),
    endAt: moment('end_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_end_idx').on(t.endAt),
    check('announcements_type_check', oneOf(t.type, ANNOUNCEMENT_TYPES)),
    check('announcements_period_check', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const ANNOUNCEMENT_TABLE_KINDS: TableKinds = {
  announcements: {
    kind: 'reference',
    reason:
      'notices the product company writes, a few rows every school reads at start (institution_id: the one school, or null: all)',
  },
};
