import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../domain/enums.js';

export const announcement = z.object({
  anncmnt_id: z.number().int(),
  anncmnt_type: z.enum(ANNOUNCEMENT_TYPES),
  /** Sanitised HTML for general and activity; empty for maintenance. */
  anncmnt_content: z.string(),
  display_flag: z.literal('true'),
  /** Epoch seconds. */
  start_date: z.number().int(),
  end_date: z.number().int(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementListResponse = z.object({
  status: z.literal('success'),
  record: z.array(announcement),
});
