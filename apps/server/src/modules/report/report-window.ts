import type { ReportWindow } from '@lms/shared';
import { addDays, calendarDate } from '../../lib/clock.js';

/** How many records the record windows keep (SPEC §9). */
const RECORDS: Record<Exclude<ReportWindow, '30d'>, number> = { last6: 6, last30: 30 };
const WINDOW_DAYS = 30;

/** Which record an item belongs to (a day, an assignment, a quiz), and the day it counts on. */
export interface RecordOf {
  key: string | number;
  day: string;
}

/** The calendar day (server's time zone) of an ISO moment. */
export const dayOf = (moment: string) => calendarDate(new Date(moment));

/**
 * The items within a report window, as the dashboard counts them: for `30d` those of the last
 * 30 days up to `today` (included); for `last6` and `last30` those of the latest 6 or 30
 * records, a record's day being its latest item's.
 */
export function inWindow<T>(
  items: readonly T[],
  window: ReportWindow,
  today: Date,
  recordOf: (item: T) => RecordOf,
): T[] {
  if (window === '30d') {
    const first = calendarDate(addDays(today, -(WINDOW_DAYS - 1)));
    return items.filter((item) => recordOf(item).day >= first);
  }
  const latest = new Map<string | number, string>();
  for (const item of items) {
    const { key, day } = recordOf(item);
    const seen = latest.get(key);
    if (seen === undefined || day > seen) latest.set(key, day);
  }
  const kept = new Set(
    [...latest.entries()]
      .sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0))
      .slice(0, RECORDS[window])
      .map(([key]) => key),
  );
  return items.filter((item) => kept.has(recordOf(item).key));
}
