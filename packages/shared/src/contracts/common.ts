import { z } from 'zod';

export const errorBody = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  /** Field-level problems (validation) or failing rows (imports). */
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ status: z.literal('success') });

/** A day that exists, from year 1 (PostgreSQL has no year 0): not 2023-02-30. */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) && !text.startsWith('0000');
}

/** Dates travel as ISO calendar dates (YYYY-MM-DD); the web shows YYYY.MM.DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, 'Not a calendar date.');
