import { z } from 'zod';
import { nameProblem } from '../domain/credentials.js';
import { LANGUAGES, ROLES, USER_IMAGES, USER_STATUSES } from '../domain/enums.js';
import type { ErrorCode } from '../error-codes.js';
import { auditEntry } from './audit.js';
import { isoDate } from './common.js';
import { idSchema, textSchema } from './primitives.js';
import { isEmailAddress } from './roster.js';

export const accountProfile = z.object({
  userid: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.enum(USER_IMAGES),
  language: z.enum(LANGUAGES),
  institution: z.string(),
  /** A new e-mail address waiting for its link to be opened, or null. */
  pending_email: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;
export const accountMeResponse = z.object({ status: z.literal('success'), profile: accountProfile });

/** The name follows the one name rule (`nameProblem`), checked by the service with its own code. */
export const profileBody = z.object({
  name: textSchema.max(200),
  image: z.enum(USER_IMAGES),
});

/** A new sign-in e-mail, confirmed by a link sent to it; the current password proves who asks. */
export const emailChangeBody = z.object({
  email: textSchema.max(254),
  password: textSchema.max(200),
});
export type EmailChange = z.infer<typeof emailChangeBody>;
export const emailChangeResponse = z.object({ status: z.literal('success'), pending_email: z.string() });

export const passwordChangeBody = z.object({
  current: textSchema.max(200),
  password: textSchema.max(200),
  confirm: textSchema.max(200),
});

export const staffMember = z.object({
  userid: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  classes: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffListResponse = z.object({ status: z.literal('success'), record: z.array(staffMember) });

/** A staff member named in a route's path. */
export const staffParams = z.object({ userid: idSchema });

/** An administrator invites a teacher; the mail is written in `language`. */
export const inviteBody = z.object({
  name: textSchema.max(200),
  email: textSchema.max(254),
  language: z.enum(LANGUAGES),
});
export type Invitation = z.infer<typeof inviteBody>;

/** The rule an invitation's name or e-mail breaks, as the error code the server answers, or null. */
export function invitationProblem(invitation: Pick<Invitation, 'name' | 'email'>): ErrorCode | null {
  return nameProblem(invitation.name) ?? (isEmailAddress(invitation.email.trim()) ? null : 'auth.email_invalid');
}
export const inviteResponse = z.object({
  status: z.literal('success'),
  userid: z.number().int(),
});

/** An administrator gives one class to another teacher of the school. */
export const COURSE_TEACHER_PATH = '/course/teacher/:courseid';
export const courseTeacherBody = z.object({ userid: idSchema });

/** Hands every class of the teacher in the path to the teacher `to`. */
export const handoverBody = z.object({ to: idSchema });
export const handoverResponse = z.object({ status: z.literal('success'), classes: z.number().int() });

export const staffClass = z.object({
  courseid: z.number().int(),
  course_name: z.string(),
  students: z.number().int(),
  student_limit: z.number().int(),
  expiry_date: isoDate,
  expired: z.boolean(),
});
export type StaffClass = z.infer<typeof staffClass>;

/** A teacher's page for administrators (or the teacher themself): who, their classes, what they did lately. */
export const staffDetail = staffMember.extend({
  language: z.enum(LANGUAGES),
  last_sign_in: z.string().nullable(),
  invitation_expires: z.string().nullable(),
  class_list: z.array(staffClass),
  /** What they did lately, newest first, as the audit log holds it. */
  activity: z.array(auditEntry),
});
export type StaffDetail = z.infer<typeof staffDetail>;
export const staffDetailResponse = z.object({ status: z.literal('success'), detail: staffDetail });
