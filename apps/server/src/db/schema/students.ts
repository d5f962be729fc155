import { PLACEMENT_STATES, STUDENT_AVATARS } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, oneOf, updatedAt } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './staff.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from './tenancy.js';

/** Learners. They sign in with account and password or with their pin; parents with parent_account. */
export const students = pgTable(
  'students',
  {
    id: id(),
    institutionId: school(),
    account: text('account').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    pin: text('pin'),
    parentPhone: text('parent_phone'),
    /** The parent's e-mail, used for the parent sign-in. */
    parentAccount: text('parent_account'),
    remarks: text('remarks'),
    /** Only active students count against the class limit and the institution's quota. */
    active: boolean('active').notNull().default(true),
    level: text('level'),
    placement: text('placement', { enum: PLACEMENT_STATES }).notNull().default('pending'),
    placementRequestedBy: idRef('placement_requested_by'),
    placementRequestedAt: moment('placement_requested_at'),
    exp: integer('exp').notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    picturePasswordHash: text('picture_password_hash'),
    avatar: text('avatar', { enum: STUDENT_AVATARS }).notNull().default('user01'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.placementRequestedBy, () => users, 'refuse'),
    uniqueIndex('students_institution_account_idx').on(t.institutionId, t.account),
    // A pin identifies one student of the school: students sign in with the school code and the pin.
    uniqueIndex('students_pin_idx').on(t.pin, t.institutionId).where(sql`${t.pin} is not null`),
    // Parents sign in with this e-mail, typed in any case.
    index('students_parent_account_idx').on(sql`lower(${t.parentAccount})`),
    check('students_placement_check', oneOf(t.placement, PLACEMENT_STATES)),
    check('students_avatar_check', oneOf(t.avatar, STUDENT_AVATARS)),
    check('students_rewards_check', sql`${t.exp} >= 0 and ${t.tickets} >= 0`),
  ],
);
