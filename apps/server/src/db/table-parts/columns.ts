import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (logos); node-postgres answers Buffer, PGlite Uint8Array, both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A CHECK that keeps a text column within a closed set of values shared with the web app. */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * A required link to a catalogue row this one belongs to, deleted with it (a resource's pages go
 * with the resource). Links between a school's rows are `sameSchool` (tenancy.ts).
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(parent, { onDelete: 'cascade' });
