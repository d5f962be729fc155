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

/** Dates travel as ISO calendar dates (YYYY-MM-DD); the web shows YYYY.MM.DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Route ids arrive as path strings; they must be positive integers. */
export const idParam = z.coerce.number().int().positive();
