import { z } from 'zod';
import { LEARNING_KINDS, STUDENT_AVATARS } from '../domain/enums.js';
import { idSchema, textSchema, wholeNumber } from './primitives.js';

/** The twelve pictures a student picks two secret ones from. */
export const PICTURE_COUNT = 12;

/** Two different pictures; their order does not matter. */
export const picturePair = z
  .array(wholeNumber(0, PICTURE_COUNT - 1))
  .length(2)
  .refine(([a, b]) => a !== b, { message: 'Choose two different pictures.' });

const schoolCode = textSchema.trim().min(1).max(40);

/**
 * The school code with either account and password or the login number. A login number
 * alone is not accepted: it would let guesses run over every school's numbers at once.
 */
export const learnerLoginBody = z.union([
  z.object({
    school: schoolCode,
    account: textSchema.trim().min(1).max(80),
    password: textSchema.min(1).max(200),
  }),
  z.object({ school: schoolCode, pin: textSchema.trim().min(1).max(40) }),
]);
export type LearnerLoginBody = z.infer<typeof learnerLoginBody>;

export const learnerStudent = z.object({
  stuid: z.number().int(),
  username: z.string(),
  avatar: z.enum(STUDENT_AVATARS),
  /** False when no picture password exists (never set, or reset by a teacher): the app asks for two pictures. */
  picture_password_set: z.boolean(),
});
export const learnerLoginResponse = z.object({
  status: z.literal('success'),
  token: z.string(),
  student: learnerStudent,
});

export const pictureSetBody = z.object({ pictures: picturePair });

/** The student chooses the picture they are shown with. */
export const avatarBody = z.object({ avatar: z.enum(STUDENT_AVATARS) });
export const learnerStudentResponse = z.object({ status: z.literal('success'), student: learnerStudent });
export const pictureResetBody = z.object({
  school: schoolCode,
  account: textSchema.trim().min(1).max(80),
  pictures: picturePair,
  /** The new text password. */
  password: textSchema.max(200),
});

/** A material opened for the student in one of their classes. */
export const learnerMaterial = z.object({
  resourceid: z.number().int(),
  courseid: z.number().int(),
  type: z.string(),
  resource_name: z.string(),
  level: z.string().nullable(),
  unit: z.number().int().nullable(),
});
export const learnerLibraryResponse = z.object({ status: z.literal('success'), record: z.array(learnerMaterial) });

export const learningEventBody = z.object({
  /** Chosen by the app for each event and sent again on a retry, so a retried request is counted once. */
  key: textSchema.trim().min(1).max(100),
  resourceid: idSchema,
  kind: z.enum(LEARNING_KINDS),
  /** When the student started, as the app's clock says: a moment of this century (a column holds no year 0). */
  started_at: z.iso.datetime({ offset: true }).refine((value) => {
    const moment = Date.parse(value);
    return moment >= Date.UTC(2000, 0, 1) && moment < Date.UTC(2100, 0, 1);
  }, 'Not a moment of this century.'),
  duration_s: wholeNumber(0, 24 * 3600),
  pages: wholeNumber(0, 10_000).default(0),
  completed: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true'),
});
export type LearningEventBody = z.infer<typeof learningEventBody>;
export const learningEventResponse = z.object({
  status: z.literal('success'),
  /** False when the key had already been counted: the retry changed nothing. */
  recorded: z.boolean(),
});

export const parentLoginBody = z.object({
  email: textSchema.trim().min(1).max(254),
  password: textSchema.min(1).max(200),
});
export const parentLoginResponse = z.object({ status: z.literal('success'), token: z.string() });

/** One child's learning over the last 30 days; exp and tickets are the child's totals. */
export const childStatistics = z.object({
  stuid: z.number().int(),
  username: z.string(),
  avatar: z.enum(STUDENT_AVATARS),
  books_read: z.number().int(),
  minutes: z.number().int(),
  /** Assignments whose period overlaps the 30 days, and how many of them the child completed. */
  assignments_assigned: z.number().int(),
  assignments_completed: z.number().int(),
  /** Rewards credited in the 30 days. */
  exp_earned: z.number().int(),
  tickets_earned: z.number().int(),
  exp: z.number().int(),
  tickets: z.number().int(),
});
export const parentChildrenResponse = z.object({ status: z.literal('success'), record: z.array(childStatistics) });
