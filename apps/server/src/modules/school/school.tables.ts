import {
  COURSE_TYPES,
  GRADE_TAGS,
  LANGUAGES,
  PLACEMENT_STATES,
  ROLES,
  STUDENT_AVATARS,
  USER_IMAGES,
  USER_STATUSES,
} from '@lms/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, moment, oneOf, updatedAt } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';

/** The product company's own staff, who sign in at /internal; created from the command line. */
export const internalStaff = pgTable('internal_staff', {
  id: id().primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  disabledAt: moment('disabled_at'),
});

/** Classes. Dates are calendar dates; a class is expired once its expiry date is before today. */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    institutionId: school(),
    name: text('name').notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull().default('regular'),
    gradeTag: text('grade_tag', { enum: GRADE_TAGS }).notNull(),
    teacherId: idRef('teacher_id').notNull(),
    studentLimit: integer('student_limit').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    level: text('level'),
    /**
     * The weekly auto-assignment's switch: when it was turned on, null while off. When on, the
     * job gives the class's students the next materials of its library; a weekly run the
     * server missed covers the classes switched on by then.
     */
    autoAssignSince: moment('auto_assign_since'),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.teacherId, () => users, 'refuse'),
    index('courses_institution_teacher_idx').on(t.institutionId, t.teacherId),
    index('courses_institution_expiry_idx').on(t.institutionId, t.expiryDate),
    check('courses_type_check', oneOf(t.type, COURSE_TYPES)),
    check('courses_grade_tag_check', oneOf(t.gradeTag, GRADE_TAGS)),
    check('courses_student_limit_check', sql`${t.studentLimit} > 0`),
    check('courses_dates_check', sql`${t.expiryDate} >= ${t.startDate}`),
  ],
);

/** Which students sit in which class. Occupied seats are the enrolled students who are active. */
export const enrolments = pgTable(
  'enrolments',
  {
    courseId: idRef('course_id').notNull(),
    studentId: idRef('student_id').notNull(),
    institutionId: school(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    keyedBySchool(t, t.courseId, t.studentId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.courseId, () => courses, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    index('enrolments_student_idx').on(t.studentId),
  ],
);

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

/**
 * A parent's sign-in at one school: the e-mail in their children's parent_account. The row
 * appears when the parent first asks for a password by mail; until then it cannot sign in.
 */
export const parents = pgTable(
  'parents',
  {
    id: id(),
    institutionId: school(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    uniqueIndex('parents_institution_email_idx').on(t.institutionId, t.email),
    index('parents_email_idx').on(t.email),
  ],
);

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

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const SCHOOL_TABLE_KINDS: TableKinds = {
  institutions: {
    kind: 'tenant',
    reason: "a school's own row; its id is the school key (the institution_id of every row the school owns)",
  },
  users: {
    kind: 'tenant',
    reason: `${SCHOOL_ROWS}: teachers and administrators (their e-mail is unique through the directory)`,
  },
  students: {
    kind: 'tenant',
    reason: `${SCHOOL_ROWS}: learners`,
  },
  courses: { kind: 'tenant', reason: `${SCHOOL_ROWS}: classes` },
  enrolments: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who sits in which class` },
  parents: { kind: 'tenant', reason: "a parent's sign-in at one school" },
  internal_staff: {
    kind: 'reference',
    reason: "the product company's own staff: a few rows, the same for every school",
  },
};
