import { z } from 'zod';
import { isoDate } from './common.js';

/**
 * The class dashboard (SPEC §2 /course_dashboard): charts of what the class read, watched,
 * completed and said, over one of the report windows of SPEC §9.
 */
/**
 * SPEC §9's report windows: the last 6 records, the last 30 records, the last 30 days. What a
 * "record" is depends on the chart: a day on which the class was active (minutes, completed,
 * active students, level movement), an assignment (assignments) or a quiz (Echo Valley scores).
 */
export const REPORT_WINDOWS = ['last6', 'last30', '30d'] as const;
export type ReportWindow = (typeof REPORT_WINDOWS)[number];

/** SPEC §9: popular and overlooked books are counted over the past 14 days. */
export const POPULAR_DAYS = 14;

/** Why a student is listed under "needs attention". */
export const ATTENTION_REASONS = ['inactive', 'missed_assignments', 'falling_echo'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const dashboardQuery = z.object({ window: z.enum(REPORT_WINDOWS).default('last6') });

/** A point of a day-based chart: `label` is the calendar date. */
const dayPoint = { label: isoDate };
/** A point of a record-based chart: `label` is the record's name, `date` when it happened. */
const recordPoint = { label: z.string(), id: z.number().int(), date: isoDate };

export const dashboardSeries = z.object({
  /** Minutes of reading (books) and viewing (videos) per day, summed over the class. */
  minutes: z.array(z.object({ ...dayPoint, reading: z.number().int(), viewing: z.number().int() })),
  /** Books and videos completed per day. */
  completed: z.array(z.object({ ...dayPoint, books: z.number().int(), videos: z.number().int() })),
  /** Per assignment (by start date): students who completed it, are still working, or missed it. */
  assignments: z.array(
    z.object({
      ...recordPoint,
      complete: z.number().int(),
      incomplete: z.number().int(),
      missed: z.number().int(),
    }),
  ),
  /** Per Echo Valley quiz (by opening date): the average overall score (0–100) of its scored answers. */
  echo_scores: z.array(z.object({ ...recordPoint, average: z.number().nullable(), students: z.number().int() })),
  /** Students with any learning activity per day. */
  active_students: z.array(z.object({ ...dayPoint, students: z.number().int() })),
  /**
   * The class's level distribution today (`level` null: not placed yet), and how many students
   * moved into each level from below (`raised`) or above (`lowered`) within the window.
   */
  levels: z.array(
    z.object({
      level: z.string().nullable(),
      students: z.number().int(),
      raised: z.number().int(),
      lowered: z.number().int(),
    }),
  ),
});
export type DashboardSeries = z.infer<typeof dashboardSeries>;

export const dashboardResponse = z.object({
  status: z.literal('success'),
  window: z.enum(REPORT_WINDOWS),
  series: dashboardSeries,
  /** Books of the class's library most read over the past 14 days. */
  popular: z.array(
    z.object({
      resourceid: z.number().int(),
      resource_name: z.string(),
      readers: z.number().int(),
      minutes: z.number().int(),
    }),
  ),
  /** Books opened for the class but read by few students or none over the past 14 days. */
  overlooked: z.array(z.object({ resourceid: z.number().int(), resource_name: z.string(), readers: z.number().int() })),
  attention: z.array(
    z.object({ stuid: z.number().int(), username: z.string(), reasons: z.array(z.enum(ATTENTION_REASONS)) }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
