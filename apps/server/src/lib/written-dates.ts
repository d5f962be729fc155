import { calendarDate } from './clock.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The one way the product writes a calendar date (SPEC: YYYY.MM.DD) in every file and every
 * language, Gregorian years in Thai too: 2026-11-28 is 2026.11.28.
 */
export function writtenDay(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '.');
}

/** A moment as the product writes it, YYYY.MM.DD HH:mm, in the server's time zone (the one that decides the days). */
export function writtenMoment(moment: string | Date): string {
  const at = new Date(moment);
  return `${writtenDay(calendarDate(at))} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
