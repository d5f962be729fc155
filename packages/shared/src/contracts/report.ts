import { z } from 'zod';
import { LANGUAGES } from '../domain/enums.js';
import { REPORT_WINDOWS } from './dashboard.js';
import { idSchema } from './primitives.js';

/**
 * Class and student reports to download (XLSX or PDF, in the teacher's language), built by a
 * background job: request, follow its progress, download while it is kept.
 */

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** A report's window is one of REPORT_WINDOWS (contracts/dashboard.ts), as on the dashboard. */
/** How long a finished report is kept for download. */
export const REPORT_KEEP_HOURS = 24;

/**
 * The reports one staff member may have waiting or being built at once (the error text says
 * the number): a class report and a few students' cover what one person follows on screen,
 * and more from one person only lengthens everyone's wait.
 */
export const REPORT_PENDING_MAX = 5;

/** A report of the whole class, or of one of its students (by stuid). */
export const reportScope = z.union([z.literal('class'), idSchema]);
export type ReportScope = z.infer<typeof reportScope>;

export const reportRequestBody = z.object({
  format: z.enum(REPORT_FORMATS),
  scope: reportScope,
  window: z.enum(REPORT_WINDOWS),
  lang: z.enum(LANGUAGES),
});
export type ReportRequestBody = z.infer<typeof reportRequestBody>;

export const reportRequestResponse = z.object({ status: z.literal('success'), jobid: z.string() });
export type ReportRequestResponse = z.infer<typeof reportRequestResponse>;

/** A job's id: random and unguessable (base64url). */
export const reportJobParams = z.object({ jobid: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export const reportStatusResponse = z.object({
  status: z.literal('success'),
  state: z.enum(REPORT_STATES),
  /** 0–100, updated as the report's sections are built. */
  progress: z.number().int().min(0).max(100),
  /** When done: the file's name and size, and when it stops being kept (ISO 8601 instant). */
  file_name: z.string().optional(),
  bytes: z.number().int().optional(),
  expires_at: z.string().optional(),
  /** When failed: the error code it ended with (an ErrorCode, translated like any other). */
  error: z.string().optional(),
});
export type ReportStatusResponse = z.infer<typeof reportStatusResponse>;
