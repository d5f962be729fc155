import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';
import { id } from './tenancy.js';

/** The schools. `id` is a school's key: the institution_id of every row it owns. */
export const institutions = pgTable('institutions', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  /** Unique across all schools: sign-in asks for it (see kinds.ts). */
  schoolCode: text('school_code').notNull(),
  studentQuota: integer('student_quota').notNull().default(400),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  /**
   * Counts the changes to what the institution's staff pages read (its classes, students,
   * libraries, assignments). Database triggers keep it, once per committing transaction, so
   * every server process can tell whether an answer it built is still current. The catalogue,
   * shared by every school, counts its own changes in `catalogue_revision`.
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});
