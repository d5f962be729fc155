import { ANNOUNCEMENT_TYPES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf } from './columns.js';
import { institutions } from './institutions.js';

/** Notices shown at start. A null institution means every institution sees it. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
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
