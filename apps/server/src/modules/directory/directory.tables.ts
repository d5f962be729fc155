import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/table-parts/columns.js';
import type { TableKinds } from '../../db/table-parts/kinds.js';

/**
 * What the directory looks up without knowing the school:
 * - `school_code`: a school's code, upper case → the school (`subject_id` null);
 * - `staff_email`: a teacher's or administrator's sign-in e-mail, lower case → the school and the user's id;
 * - `parent_email`: a parent's e-mail, lower case → each school where it is a student's parent
 *   account or a parent's sign-in (`subject_id` null: the school's own tables hold the rest).
 */
export const DIRECTORY_KINDS = ['school_code', 'staff_email', 'parent_email'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/**
 * A lookup table, not a school's data: it answers which school (and which row there) a school
 * code or an e-mail belongs to, so that a sign-in, a reset request or an import check reads one
 * school's rows instead of every school's. It is keyed by what is looked up, never by the
 * school, and it is written in the same transaction as the rows it mirrors.
 *
 * The primary key is (kind, key, place). `place` is 0 for a key that names one row across all
 * schools (a school code, a staff e-mail), so the key itself is unique and a second school or
 * account with it breaks the primary key; for a parent's e-mail, which may have children in
 * several schools, `place` is the school's id, one row per school.
 */
export const directory = pgTable(
  'directory',
  {
    kind: text('kind', { enum: DIRECTORY_KINDS }).notNull(),
    key: text('key').notNull(),
    place: bigint('place', { mode: 'number' }).notNull().default(0),
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'directory_pkey', columns: [t.kind, t.key, t.place] }),
    check('directory_kind_check', oneOf(t.kind, DIRECTORY_KINDS)),
    check(
      'directory_place_check',
      sql`(${t.kind} = 'parent_email' and ${t.place} = ${t.institutionId}) or (${t.kind} <> 'parent_email' and ${t.place} = 0)`,
    ),
    check('directory_subject_check', sql`(${t.kind} = 'staff_email') = (${t.subjectId} is not null)`),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const DIRECTORY_TABLE_KINDS: TableKinds = {
  directory: {
    kind: 'lookup',
    reason:
      'what a sign-in starts from before the school is known (school codes, staff and parent e-mails), keyed by it',
    lookupKey: 'key',
  },
};
