import { writtenDay } from '@lms/shared';
import { calendarDate } from './clock.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the product writes it in every file and language, YYYY.MM.DD HH:mm, in the
 * server's time zone (the one that decides the days); calendar dates are `writtenDay`'s.
 */
export function writtenMoment(moment: string | Date): string {
  const at = new Date(moment);
  return `${writtenDay(calendarDate(at))} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
