import type { Announcement } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../session/index.js';
import * as repository from './announcement.repository.js';
import { sanitizeAnnouncementHtml } from './announcement-html.js';

const epochSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;

export function createAnnouncementService(ctx: AppContext) {
  return {
    /** What the start-up modal shows; maintenance notices carry only their times (the web has the wording). */
    async current(staff: StaffPrincipal): Promise<Announcement[]> {
      const rows = await repository.listCurrentAnnouncements(ctx.db, staff.institutionId, ctx.clock());
      return rows.map((row) => ({
        anncmnt_id: row.id,
        anncmnt_type: row.type,
        anncmnt_content: row.type === 'maintenance' ? '' : sanitizeAnnouncementHtml(row.contentHtml),
        display_flag: 'true',
        start_date: epochSeconds(row.startAt),
        end_date: epochSeconds(row.endAt),
      }));
    },
  };
}
