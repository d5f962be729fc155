import { z } from 'zod';
import { COURSE_TYPES, GRADE_TAGS } from '../domain/enums.js';
import { isoDate } from './common.js';

export const COURSE_PATHS = {
  list: '/course/list',
  info: '/course/info/:courseid',
} as const;

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

/** Fills a route pattern's `:name` segments (`fillPath(ROSTER_PATHS.list, { courseid: 7 })`). */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export const COURSE_STATES = ['active', 'expiring', 'expired'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** The class page frame: one class by id (the only authority), with its level and state. */
export const courseInfo = courseSummary.extend({
  level: z.string().nullable(),
  state: z.enum(COURSE_STATES),
});
export type CourseInfo = z.infer<typeof courseInfo>;
export const courseInfoResponse = z.object({ status: z.literal('success'), course: courseInfo });
export type CourseInfoResponse = z.infer<typeof courseInfoResponse>;
