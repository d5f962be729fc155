import { getTableName } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  foreignKey,
  type PgColumn,
  type PgTableWithColumns,
  primaryKey,
} from 'drizzle-orm/pg-core';

/**
 * The columns and keys every school-owned (tenant) table is built from. A tenant table holds
 * `institution_id`, the school it belongs to; its primary key, its unique indexes and its links
 * to other school-owned rows all include it, so the database itself keeps a row from pointing
 * at another school's row, and a sharded database can keep each school's rows together. The
 * school column comes last in every key: lookups by an id alone keep using the key's index.
 */

/** A row's own number: a bigint identity (the primary key comes from `keyedBySchool`). */
export const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

/** A number naming another row (or, without a link, a row that may be gone). */
export const idRef = (name: string) => bigint(name, { mode: 'number' });

/** The school a row belongs to. */
export const school = () => bigint('institution_id', { mode: 'number' }).notNull();

export interface SchoolOwned {
  institutionId: PgColumn;
}

/** The primary key: the given columns (usually the id) and the school. */
export const keyedBySchool = (t: SchoolOwned, first: PgColumn, ...more: PgColumn[]) =>
  primaryKey({ name: `${getTableName(first.table)}_pk`, columns: [first, ...more, t.institutionId] });

/** A link to the school itself (institutions.id), deleted with it. */
export const ofSchool = (t: SchoolOwned, institutionsId: () => AnyPgColumn) =>
  foreignKey({
    name: `${getTableName(t.institutionId.table)}_institution_fk`,
    columns: [t.institutionId],
    foreignColumns: [institutionsId()],
  }).onDelete('cascade');

/**
 * What deleting the row pointed at does to the row pointing at it: `cascade` deletes it too,
 * `refuse` refuses the delete while the link is there. No link empties itself on a delete:
 * `SET NULL` would empty the school column with it, and Citus refuses `SET NULL (column)` on a
 * link that holds the shard key. Where a row outlives what it points at (a reward after its
 * assignment is deleted), the service clears the link in the same transaction, before the delete.
 */
export type OnDelete = 'cascade' | 'refuse';

// biome-ignore lint/suspicious/noExplicitAny: any school-owned table with an id column
export type SchoolTable = PgTableWithColumns<any> & { id: PgColumn; institutionId: PgColumn };

/** A link from `column` to a row of `parent` of the same school: (institution_id, column) → parent (institution_id, id). */
export function sameSchool(t: SchoolOwned, column: PgColumn, parent: () => SchoolTable, onDelete: OnDelete) {
  const link = foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fk`,
    columns: [t.institutionId, column],
    foreignColumns: [parent().institutionId, parent().id],
  });
  if (onDelete === 'cascade') return link.onDelete('cascade');
  return link.onDelete('no action');
}
