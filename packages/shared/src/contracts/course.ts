import { z } from 'zod';
import { COURSE_TYPES, GRADE_TAGS } from '../domain/enums.js';
import { isoDate } from './common.js';
import { idSchema, lineText, wholeNumber } from './primitives.js';

export const courseSummary = z.object({
  courseid: z.number().int(),
  course_name: z.string(),
  type: z.enum(COURSE_TYPES),
  grade_tag: z.enum(GRADE_TAGS),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  student_limit: z.number().int(),
  occupied: z.number().int(),
  available: z.number().int(),
  start_date: isoDate,
  expiry_date: isoDate,
  expiring: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const courseListResponse = z.object({
  status: z.literal('success'),
  active: z.array(courseSummary),
  expired: z.array(courseSummary),
});
export type CourseListResponse = z.infer<typeof courseListResponse>;

export const COURSE_STATES = ['active', 'expiring', 'expired'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** What the caller may do with one class, as the server's class rules answer it. */
export const courseAbilities = z.object({
  /** Change the class and anything in it: false once it has expired (its pages are then read-only). */
  change: z.boolean(),
});
export type CourseAbilities = z.infer<typeof courseAbilities>;

/** The class page frame: one class by id (the only authority), with its level, state and what the caller may do. */
export const courseInfo = courseSummary.extend({
  level: z.string().nullable(),
  state: z.enum(COURSE_STATES),
  abilities: courseAbilities,
});
export type CourseInfo = z.infer<typeof courseInfo>;
export const courseInfoResponse = z.object({ status: z.literal('success'), course: courseInfo });
export type CourseInfoResponse = z.infer<typeof courseInfoResponse>;

// ── Creating and changing classes (administrators) ──

/** Bounds of a class's fields. */
export const COURSE_LIMITS = { nameMax: 100, studentLimitMax: 100_000 } as const;

/**
 * A class as an administrator sets it. `pkgid`: a package the school subscribes to as the
 * class's library; on an edit, absent keeps the library the class has (a package or its
 * teacher's collection).
 */
export const courseBody = z.object({
  course_name: lineText.trim().min(1).max(COURSE_LIMITS.nameMax),
  type: z.enum(COURSE_TYPES).default('regular'),
  grade_tag: z.enum(GRADE_TAGS),
  teacher_id: idSchema,
  student_limit: wholeNumber(1, COURSE_LIMITS.studentLimitMax),
  start_date: isoDate,
  expiry_date: isoDate,
  pkgid: idSchema.optional(),
});
export type CourseBody = z.input<typeof courseBody>;

export const courseSavedResponse = z.object({ status: z.literal('success'), courseid: z.number().int() });
export type CourseSavedResponse = z.infer<typeof courseSavedResponse>;

/** What the class form offers: the school's active teachers, its packages, its quota and the class's current library. */
export const courseOptionsResponse = z.object({
  status: z.literal('success'),
  teachers: z.array(z.object({ userid: z.number().int(), name: z.string() })),
  packages: z.array(z.object({ pkgid: z.number().int(), name: z.string() })),
  /** Active students the school may have, and how many it has (a student in two classes counts once). */
  quota: z.number().int(),
  quota_used: z.number().int(),
  /** The library each class of the school uses (a package "p…" or its teacher's collection "c…"). */
  libraries: z.array(z.object({ courseid: z.number().int(), colid: z.string(), name: z.string() })),
});
export type CourseOptionsResponse = z.infer<typeof courseOptionsResponse>;
