import dayjs from 'dayjs';

/**
 * The one way the app shows dates (SPEC §9): calendar dates as YYYY.MM.DD, and moments
 * where the time matters as YYYY.MM.DD HH:mm in the browser's time zone. Only the
 * announcements keep their own YYYY/MM/DD HH:mm, as the spec words them.
 */
export const DATE_FORMAT = 'YYYY.MM.DD';
export const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm';

/** A calendar date as it travels (YYYY-MM-DD), shown as YYYY.MM.DD. */
export function formatDate(isoDate: string): string {
  return dayjs(isoDate).format(DATE_FORMAT);
}

/**
 * A calendar date on a chart's axis, where many sit side by side and the full date is in the
 * tooltip and the table: MM.DD, and below it the weekday in the reader's language.
 */
export function formatAxisDate(isoDate: string, language: string): string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return `${dayjs(isoDate).format('MM.DD')}\n${weekday.format(new Date(`${isoDate}T00:00:00Z`))}`;
}

/** A moment as it travels (an ISO time), shown in local time as YYYY.MM.DD HH:mm. */
export function formatDateTime(isoMoment: string): string {
  return dayjs(isoMoment).format(DATE_TIME_FORMAT);
}

/** Announcement times travel as epoch seconds and are shown in local time as YYYY/MM/DD HH:mm. */
export function formatAnnouncementTime(epochSeconds: number): string {
  return dayjs.unix(epochSeconds).format('YYYY/MM/DD HH:mm');
}
