import dayjs from 'dayjs';

/** Calendar dates travel as YYYY-MM-DD and are shown as YYYY.MM.DD (SPEC §9). */
export function formatDate(isoDate: string): string {
  return dayjs(isoDate).format('YYYY.MM.DD');
}

/** Announcement times travel as epoch seconds and are shown in local time as YYYY/MM/DD HH:mm. */
export function formatDateTime(epochSeconds: number): string {
  return dayjs.unix(epochSeconds).format('YYYY/MM/DD HH:mm');
}
