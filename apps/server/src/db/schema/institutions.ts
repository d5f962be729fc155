import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  schoolCode: text('school_code').notNull().unique(),
  studentQuota: integer('student_quota').notNull().default(400),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  /**
   * Counts the changes to what the institution's staff pages read (its classes, students,
   * libraries, assignments and the catalogue). Database triggers keep it, once per committing
   * transaction, so every server process can tell whether an answer it built is still current.
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});
