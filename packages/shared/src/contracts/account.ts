import { z } from 'zod';
import { LANGUAGES, ROLES, USER_IMAGES, USER_STATUSES } from '../domain/enums.js';
import { textSchema } from './primitives.js';

export const ACCOUNT_PATHS = {
  me: '/account/me',
  profile: '/account/profile',
  password: '/account/password',
  list: '/account/list',
} as const;

export const accountProfile = z.object({
  userid: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.enum(USER_IMAGES),
  language: z.enum(LANGUAGES),
  institution: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfile>;
export const accountMeResponse = z.object({ status: z.literal('success'), profile: accountProfile });

export const profileBody = z.object({
  name: textSchema.trim().min(1).max(80),
  image: z.enum(USER_IMAGES),
});

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
