import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  schoolCode: text('school_code').notNull().unique(),
  studentQuota: integer('student_quota').notNull().default(400),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  createdAt: createdAt(),
});
