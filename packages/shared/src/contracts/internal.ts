import { z } from 'zod';
import { LIMITS } from '../domain/limits.js';
import { loginBody } from './auth.js';
import { idSchema, textSchema } from './primitives.js';

/** The product company's own staff: sign-in at /internal, the school they look at, support mode. */
/** Sign-in at /internal; `school` (a school code) chooses the school to look at first, else the first by name. */
export const internalLoginBody = loginBody.extend({ school: textSchema.trim().max(50).optional() });

export const internalSchool = z.object({
  institution: z.number().int(),
  name: z.string(),
  school_code: z.string(),
});
export type InternalSchool = z.infer<typeof internalSchool>;

export const internalSchoolsResponse = z.object({
  status: z.literal('success'),
  record: z.array(internalSchool),
});

export const internalSwitchBody = z.object({ institution: idSchema });

/** Support mode on, with why changes are needed (shown to the school's administrators), or off with null. */
export const internalSupportBody = z.object({
  reason: textSchema.trim().min(LIMITS.supportReasonMin).max(LIMITS.supportReasonMax).nullable(),
});
