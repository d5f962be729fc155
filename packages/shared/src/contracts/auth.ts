import { z } from 'zod';
import { LANGUAGES, ROLES, USER_IMAGES } from '../domain/enums.js';
import { LIMITS } from '../domain/limits.js';
import { textSchema } from './primitives.js';

export const AUTH_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  forgot: '/auth/forgot',
  resetPassword: '/auth/resetpassword',
  resetPasswordCheck: '/auth/resetpassword/check',
  language: '/auth/language',
  ssoIssue: '/auth/sso/issue',
  ssoRedeem: '/auth/sso/redeem',
  ssoLogin: '/auth/sso/login',
} as const;

/**
 * An internal staff member's session (the product company's own staff, signed in at /internal):
 * the school they look at, and support mode (null: read-only).
 */
export const internalSessionInfo = z.object({
  school_code: z.string(),
  support_reason: z.string().nullable(),
});
export type InternalSessionInfo = z.infer<typeof internalSessionInfo>;

export const sessionUser = z.object({
  userid: z.number().int(),
  username: z.string(),
  email: z.string(),
  permit: z.enum(ROLES),
  image: z.enum(USER_IMAGES),
  currentsLang: z.enum(LANGUAGES),
  institution: z.string(),
  /** Present for internal staff only; `userid` is then the administrator whose rights they read with. */
  internal: internalSessionInfo.optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({
  email: textSchema.trim().min(1).max(254),
  password: textSchema.min(1).max(200),
});
export const loginResponse = z.object({
  status: z.literal('success'),
  token: z.string(),
  user: sessionUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ status: z.literal('success'), user: sessionUser });

export const forgotBody = z.object({ email: textSchema.trim().max(254) });

/** A mailed reset link: its token and the e-mail it was sent to. */
export const resetLinkBody = z.object({
  id: textSchema.min(1).max(200),
  email: textSchema.trim().max(254),
});

export const resetPasswordBody = resetLinkBody.extend({
  password: textSchema.max(200),
  confirm: textSchema.max(200),
});

export const languageBody = z.object({ lang: z.enum(LANGUAGES) });

export const ssoIssueResponse = z.object({
  status: z.literal('success'),
  code: z.string(),
  expires_in: z.number().int(),
});
/** A one-time sign-in code: random, or signed with the secret shared with version 2 (it then carries an e-mail). */
export const ssoCodeBody = z.object({ code: textSchema.min(1).max(1000) });
export const ssoRedeemBody = ssoCodeBody;
/** What the version-2 site learns about the person who followed the switch link. */
export const ssoRedeemResponse = z.object({
  status: z.literal('success'),
  user: sessionUser.extend({ school_code: z.string() }),
});

/** Client-side mirror of the server's password rule, so forms can say it inline. */
export function passwordProblem(password: string, confirm?: string) {
  if (password.length < LIMITS.passwordMin) return 'auth.password_too_short' as const;
  if (confirm !== undefined && confirm !== password) return 'auth.passwords_inconsistent' as const;
  return null;
}
