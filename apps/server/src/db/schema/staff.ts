import { LANGUAGES, ROLES, USER_IMAGES, USER_STATUSES } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.js';
import { institutions } from './institutions.js';
import { id, keyedBySchool, ofSchool, school } from './tenancy.js';

/** Teachers and administrators. */
export const users = pgTable(
  'users',
  {
    id: id(),
    institutionId: school(),
    /** Unique across all schools: staff sign in with it alone (see kinds.ts). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('teacher'),
    image: text('image', { enum: USER_IMAGES }).notNull().default('1'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en-US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    index('users_institution_idx').on(t.institutionId),
    // Staff are found by e-mail within their school once the directory has named it.
    index('users_email_idx').on(t.institutionId, t.email),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_image_check', oneOf(t.image, USER_IMAGES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
  ],
);
