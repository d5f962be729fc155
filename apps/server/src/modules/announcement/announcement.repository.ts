import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from './announcement.tables.js';

/** Displayed announcements that have not ended, for one institution plus the ones for everybody. */
export function listCurrentAnnouncements(db: Db, institutionId: number, now: Date) {
  return db
    .select({
      id: announcements.id,
      type: announcements.type,
      contentHtml: announcements.contentHtml,
      startAt: announcements.startAt,
      endAt: announcements.endAt,
    })
    .from(announcements)
    .where(
      and(
        or(eq(announcements.institutionId, institutionId), isNull(announcements.institutionId)),
        eq(announcements.display, true),
        gte(announcements.endAt, now),
      ),
    )
    .orderBy(asc(announcements.startAt), asc(announcements.id));
}
