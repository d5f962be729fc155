import { z } from 'zod';
import { passwordRuleProblem } from '../domain/credentials.js';
import { LANGUAGES, ROLES, USER_IMAGES } from '../domain/enums.js';
import { textSchema } from './primitives.js';

/**
 * An internal staff member's session (the product company's own staff, signed in at /internal):
 * the school they look at, and support mode (null: read-only).
 */
export const internalSessionInfo = z.object({
  school_code: z.string(),
  support_reason: z.string().nullable(),
});
export type InternalSessionInfo = z.infer<typeof internalSessionInfo>;

/**
 * What the signed-in staff member may do across the school, as the server's rules answer it: the
 * web shows and guards its pages by these, never by the role.
 */
export const staffAbilities = z.object({
  /** The school's staff, classes and settings: administrators. */
  manage_school: z.boolean(),
  /** My Library, their own collections: teachers. */
  keep_collections: z.boolean(),
  /** Their own profile, password and language: everyone but the product company's staff acting as the school. */
  own_account: z.boolean(),
});
export type StaffAbilities = z.infer<typeof staffAbilities>;
export type StaffAbility = keyof StaffAbilities;

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
  abilities: staffAbilities,
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
/** The e-mail the invited person now signs in with. */
export const invitationAcceptResponse = z.object({ status: z.literal('success'), email: z.string() });

/** Whether an invitation link can still set a password, asked when its page opens. */
export const invitationCheckBody = z.object({ token: textSchema.min(1).max(200) });
/** Whose invitation it is: the page greets them by name and shows the e-mail they will sign in with. */
export const invitationCheckResponse = z.object({ status: z.literal('success'), email: z.string(), name: z.string() });
export type InvitationCheck = z.infer<typeof invitationCheckResponse>;

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

/** A school, by its code, for the "Sign in with your school account" button. */
export const oidcSchoolQuery = z.object({ school: textSchema.trim().min(1).max(50) });
export const oidcOptionsResponse = z.object({ status: z.literal('success'), enabled: z.boolean() });
export const oidcStartResponse = z.object({ status: z.literal('success'), url: z.string() });
/** What the school's provider sent back to /oidc/callback, as the page read it from its address. */
export const oidcFinishBody = z.object({
  state: textSchema.min(1).max(200),
  code: textSchema.min(1).max(2000).optional(),
  iss: textSchema.max(500).optional(),
  error: textSchema.max(200).optional(),
});

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain such as school.example');

/**
 * A school's OpenID provider, the client registered there, and the e-mail domains allowed to sign
 * in through it. Any address is read here so that the server can say what is wrong with it
 * (not https, not an address it may reach); the secret may be left out to keep the one set.
 */
export const oidcSettingsBody = z.object({
  issuer: z.url().max(500),
  client_id: textSchema.trim().min(1).max(500),
  client_secret: textSchema.trim().max(500).optional(),
  /** Comma-separated, e.g. "school.example, staff.school.example". */
  domains: z
    .string()
    .max(1000)
    .transform((list) => list.split(','))
    .pipe(z.array(domainSchema).min(1))
    .transform((domains) => domains.join(',')),
  enabled: z.boolean().default(true),
});
export type OidcSettingsBody = z.input<typeof oidcSettingsBody>;

/** What administrators see of it: never the client secret (one is always set once there are settings). */
export const oidcSettings = z.object({
  issuer: z.string(),
  client_id: z.string(),
  domains: z.string(),
  enabled: z.boolean(),
  /** When the provider's discovery document was last read (on saving switched on); null: not read. */
  checked_at: z.string().nullable(),
});
export type OidcSettings = z.infer<typeof oidcSettings>;

export const oidcSettingsResponse = z.object({
  status: z.literal('success'),
  settings: oidcSettings.nullable(),
  /** The address to register at the provider as the client's redirect address. */
  redirect_uri: z.string(),
});
export type OidcSettingsResponse = z.infer<typeof oidcSettingsResponse>;

/**
 * An administrator trying the school's sign-in: finishing it names who it would sign in, and
 * signs in nobody.
 */
export const oidcTrialResponse = z.object({
  status: z.literal('success'),
  trial: z.object({ username: z.string(), email: z.string() }),
});
export const oidcFinishResponse = z.union([loginResponse, oidcTrialResponse]);
export type OidcFinishResponse = z.infer<typeof oidcFinishResponse>;

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

/** The link mailed to a new e-mail address, opened: the address becomes the account's sign-in. */
export const emailConfirmBody = z.object({ token: textSchema.min(1).max(200) });
export const emailConfirmResponse = z.object({ status: z.literal('success'), email: z.string() });
