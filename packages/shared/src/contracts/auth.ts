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
  invitationAccept: '/auth/invitation/accept',
} as const;

export const sessionUser = z.object({
  userid: z.number().int(),
  username: z.string(),
  email: z.string(),
  permit: z.enum(ROLES),
  image: z.enum(USER_IMAGES),
  currentsLang: z.enum(LANGUAGES),
  institution: z.string(),
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

/** The invitation mail's link carries the token; the invitee chooses their first password. */
export const invitationAcceptBody = z.object({
  token: textSchema.min(1).max(200),
  password: textSchema.max(200),
  confirm: textSchema.max(200),
});

export const languageBody = z.object({ lang: z.enum(LANGUAGES) });

export const ssoIssueResponse = z.object({
  status: z.literal('success'),
  code: z.string(),
  expires_in: z.number().int(),
});
export const ssoRedeemBody = z.object({ code: textSchema.min(1).max(400) });
/** What the version-2 site learns about the person who followed the switch link. */
export const ssoRedeemResponse = z.object({
  status: z.literal('success'),
  user: sessionUser.extend({ school_code: z.string() }),
});

// Control characters cannot be typed on purpose and break password managers and forms.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Whether a password follows the rules: at least LIMITS.passwordMin characters, none of them control characters. */
function passwordRuleProblem(password: string) {
  if (password.length < LIMITS.passwordMin) return 'auth.password_too_short' as const;
  return CONTROL_CHARACTERS.test(password) ? ('auth.password_invalid' as const) : null;
}

/**
 * The spec's password messages, server and forms alike: the new password breaks a rule
 * ("Password at least 6 characters", "Password is not valid"); else the confirmation differs,
 * either breaking a rule itself ("Confirm password is not valid") or not ("Passwords are inconsistent").
 */
export function passwordProblem(password: string, confirm?: string) {
  const problem = passwordRuleProblem(password);
  if (problem) return problem;
  if (confirm === undefined || confirm === password) return null;
  return passwordRuleProblem(confirm) ? ('auth.confirm_invalid' as const) : ('auth.passwords_inconsistent' as const);
}
