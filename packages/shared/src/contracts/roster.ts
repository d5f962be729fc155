import { z } from 'zod';
import { CREDENTIAL_LIMITS, nameProblem, passwordRuleProblem } from '../domain/credentials.js';
import { LANGUAGES, PLACEMENT_STATES, STUDENT_AVATARS } from '../domain/enums.js';
import type { ErrorCode } from '../error-codes.js';
import { idListSchema, textSchema } from './primitives.js';

export const ROSTER_LIMITS = {
  importMaxBytes: 2 * 1024 * 1024,
  importMaxRows: 1_000,
  /** A batch of login cards can be downloaded once, within this many hours of setting its passwords. */
  loginCardsHours: 24,
  searchResults: 50,
  nameMax: CREDENTIAL_LIMITS.nameMax,
  remarksMax: 200,
  passwordMax: CREDENTIAL_LIMITS.passwordMax,
} as const;

// ── Student fields and their rules (shared so forms can say them inline) ──

export const STUDENT_FIELDS = [
  'username',
  'account',
  'password',
  'pin',
  'parent_phone',
  'parent_account',
  'remarks',
] as const;
export type StudentField = (typeof STUDENT_FIELDS)[number];

/** The columns of the import template, in order. */
export const IMPORT_COLUMNS = STUDENT_FIELDS;
/** The columns of an export: the template's without the password, so an export re-imports as is. */
export const EXPORT_COLUMNS = STUDENT_FIELDS.filter((field) => field !== 'password');

/** The roster table's columns besides the name, which is always shown, in the table's order. */
export const ROSTER_COLUMNS = [
  'account',
  'pin',
  'active',
  'level',
  'placement',
  'exp',
  'tickets',
  'picture_password_set',
  'parent_phone',
  'parent_account',
  'remarks',
  'joined',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export const FILE_FORMATS = ['xlsx', 'csv'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

const ACCOUNT_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
const PIN_PATTERN = /^\d{4,12}$/;
const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** An e-mail address as the forms accept it: something@somewhere.tld, at most 254 characters. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** Phone numbers are kept as digits with an optional leading +, so "0912-345 678" and "0912345678" are one number. */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(/[\s().-]/g, '');
}

/**
 * The rule a student field breaks, as the error code the server answers, or null. `value`
 * is the text as typed; blank optional fields are fine, and a blank password means
 * "generate one" for a new student.
 */
export function studentFieldProblem(field: StudentField, value: string): ErrorCode | null {
  const text = value.trim();
  switch (field) {
    case 'username':
      return nameProblem(value);
    case 'account':
      return ACCOUNT_PATTERN.test(text) ? null : 'students.account_invalid';
    case 'password':
      return value.length === 0 ? null : passwordRuleProblem(value);
    case 'pin':
      return text === '' || PIN_PATTERN.test(text) ? null : 'students.pin_invalid';
    case 'parent_phone':
      return text === '' || PHONE_PATTERN.test(normalisePhone(text)) ? null : 'students.phone_invalid';
    case 'parent_account':
      return text === '' || isEmailAddress(text) ? null : 'auth.email_invalid';
    case 'remarks':
      return text.length > ROSTER_LIMITS.remarksMax ? 'common.validation' : null;
  }
}

// ── Request bodies and queries ──

const formText = textSchema.max(1_000);

/** Student ids from a form (`stuids=1&stuids=2` or `stuids=1,2`) or JSON (`[1, 2]`); empty means none selected. */
export const studentIds = idListSchema(ROSTER_LIMITS.importMaxRows);

/** true/false from JSON or a form ("true", "false", "1", "0"). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/**
 * Either existing students of the institution (`stuids`) or one new student. Field rules
 * are checked by the server with their own codes (see `studentFieldProblem`).
 */
export const addStudentBody = z.object({
  stuids: studentIds.optional(),
  username: formText.optional(),
  account: formText.optional(),
  password: formText.optional(),
  pin: formText.optional(),
  parent_phone: formText.optional(),
  parent_account: formText.optional(),
  remarks: formText.optional(),
});
export type AddStudentBody = z.infer<typeof addStudentBody>;

/** Only the fields sent change; a blank optional field is cleared; a non-blank password replaces the old one. */
export const modifyStudentBody = z.object({
  username: formText.optional(),
  account: formText.optional(),
  password: formText.optional(),
  pin: formText.optional(),
  parent_phone: formText.optional(),
  parent_account: formText.optional(),
  remarks: formText.optional(),
  active: formBoolean.optional(),
  /** The picture the student is shown with, user01 to user10. */
  avatar: z.enum(STUDENT_AVATARS).optional(),
});
export type ModifyStudentBody = z.infer<typeof modifyStudentBody>;

export const redoPlacementBody = z.object({ stuids: studentIds });

/** Students of the class whose login cards are printed again. */
export const reprintCardsBody = z.object({ stuids: studentIds });

/**
 * `?format=csv` for CSV (UTF-8 with BOM), XLSX otherwise; `?lang=` picks the headers' language
 * (default: the staff member's own).
 */
export const fileFormatQuery = z.object({
  format: z.enum(FILE_FORMATS).default('xlsx'),
  lang: z.enum(LANGUAGES).optional(),
});

// ── Responses ──

export const rosterStudent = z.object({
  stuid: z.number().int(),
  username: z.string(),
  account: z.string(),
  pin: z.string().nullable(),
  parent_phone: z.string().nullable(),
  parent_account: z.string().nullable(),
  remarks: z.string().nullable(),
  active: z.boolean(),
  level: z.string().nullable(),
  placement: z.enum(PLACEMENT_STATES),
  exp: z.number().int(),
  tickets: z.number().int(),
  picture_password_set: z.boolean(),
  avatar: z.enum(STUDENT_AVATARS),
  /** When the student joined this class (ISO date-time). */
  joined: z.string(),
});
export type RosterStudent = z.infer<typeof rosterStudent>;

/** Seats of the class (active students only) and the institution's quota of active students. */
export const rosterInfo = z.object({
  courseid: z.number().int(),
  course_name: z.string(),
  student_limit: z.number().int(),
  occupied: z.number().int(),
  available: z.number().int(),
  quota: z.number().int(),
  quota_used: z.number().int(),
  expired: z.boolean(),
});
export type RosterInfo = z.infer<typeof rosterInfo>;

export const rosterListResponse = z.object({
  status: z.literal('success'),
  record: z.array(rosterStudent),
  info: rosterInfo,
});
export type RosterListResponse = z.infer<typeof rosterListResponse>;

/** A student of the institution offered for adding to a class (search, copy from another class). */
export const studentCandidate = z.object({
  stuid: z.number().int(),
  username: z.string(),
  account: z.string(),
  pin: z.string().nullable(),
  active: z.boolean(),
  in_course: z.boolean(),
});
export type StudentCandidate = z.infer<typeof studentCandidate>;
export const studentCandidatesResponse = z.object({
  status: z.literal('success'),
  record: z.array(studentCandidate),
});
export type StudentCandidatesResponse = z.infer<typeof studentCandidatesResponse>;

/** A student of the class by name, and whether active (only active students can be given new work). */
export const briefStudent = z.object({ stuid: z.number().int(), username: z.string(), active: z.boolean() });
export const listBriefResponse = z.object({ status: z.literal('success'), record: z.array(briefStudent) });
export type ListBriefResponse = z.infer<typeof listBriefResponse>;

/**
 * `cards` is a one-time handle for GET /stu/logincards/{handle}: the printable login cards of the
 * students whose passwords were just set, for the same staff member, within 24 hours. Null
 * when no password was set (existing students enrolled, profile edits).
 */
const cardsHandle = z.string().nullable();

export const addedStudent = z.object({ stuid: z.number().int(), username: z.string(), account: z.string() });
export const addStudentResponse = z.object({
  status: z.literal('success'),
  added: z.array(addedStudent),
  cards: cardsHandle,
});
export type AddStudentResponse = z.infer<typeof addStudentResponse>;

export const modifyStudentResponse = z.object({ status: z.literal('success'), cards: cardsHandle });
export type ModifyStudentResponse = z.infer<typeof modifyStudentResponse>;

/**
 * Login cards printed again: students who sign in with a login number keep it and their
 * password (`pins`); the others get new passwords (`passwords_set`), their old ones stop
 * working and their devices are signed out. `cards` is the batch's one-time handle.
 */
export const reprintCardsResponse = z.object({
  status: z.literal('success'),
  cards: z.string(),
  passwords_set: z.number().int(),
  pins: z.number().int(),
});
export type ReprintCardsResponse = z.infer<typeof reprintCardsResponse>;

/** How many students a bulk action changed. */
export const studentsChangedResponse = z.object({ status: z.literal('success'), updated: z.number().int() });

/**
 * Details of course.class_full and students.class_size_reached (`limit` seats) and students.quota_full (`quota`
 * active students): the count now and how many the request needed.
 */
export const classSizeDetails = z.object({
  current: z.number().int(),
  limit: z.number().int(),
  requested: z.number().int(),
});
export const quotaDetails = z.object({
  current: z.number().int(),
  quota: z.number().int(),
  requested: z.number().int(),
});
/** Details of students.already_in_course. */
export const alreadyInCourseDetails = z.object({ stuids: z.array(z.number().int()) });

export const importLimitProblem = z.discriminatedUnion('code', [
  classSizeDetails.extend({ code: z.literal('course.class_full') }),
  classSizeDetails.extend({ code: z.literal('students.class_size_reached') }),
  quotaDetails.extend({ code: z.literal('students.quota_full') }),
]);
export type ImportLimitProblem = z.infer<typeof importLimitProblem>;

/** A problem with one cell: `row` is the spreadsheet row number (the header is row 1). */
export const importProblem = z.object({
  row: z.number().int(),
  column: z.enum(IMPORT_COLUMNS),
  code: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * What importing a row does: create a new student, enrol a student of the school, or nothing
 * (`unchanged`) for a student already in the class: one whose account is in the class under
 * the same name (names compared without case or spacing). The row's other cells are not
 * applied to that student; the student is edited on the roster.
 */
export const IMPORT_ACTIONS = ['create', 'enrol', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One student row of the file; `action` is null when the row has a problem. */
export const importRow = z.object({
  row: z.number().int(),
  username: z.string(),
  account: z.string(),
  action: z.enum(IMPORT_ACTIONS).nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

/**
 * A dry run answers the preview with every problem found (and imports nothing). A real import
 * with problems answers import.rows_invalid (details `{problems}`) or the limit's own code;
 * otherwise everything was imported in one go and `cards` holds the new students' login cards.
 * `unchanged` counts the rows of students already in the class, which are skipped.
 */
export const importResponse = z.object({
  status: z.literal('success'),
  dry_run: z.boolean(),
  rows: z.array(importRow),
  problems: z.array(importProblem),
  limits: z.array(importLimitProblem),
  created: z.number().int(),
  enrolled: z.number().int(),
  unchanged: z.number().int(),
  cards: cardsHandle,
});
export type ImportResponse = z.infer<typeof importResponse>;
export const importRowsInvalidDetails = z.object({ problems: z.array(importProblem) });
