import { writtenDay } from '@lms/shared';
import { addDays, calendarDate } from '../../../lib/clock.js';

/**
 * Mondays at 05:30 in the server's time zone: after the weekly assignment (05:00), so the
 * week's new work counts, and before the school day starts.
 */
export const ECHO_RUN = { hour: 5, minute: 30 } as const;

/** Midnight (server time) of the Monday of the week holding `moment`. */
function mondayOf(moment: Date): Date {
  const monday = addDays(moment, -((moment.getDay() + 6) % 7));
  monday.setHours(0, 0, 0, 0);
  return monday;
}

export interface EchoWeek {
  /** Monday and Sunday, calendar dates. */
  start: string;
  end: string;
  /** Midnight of the Monday before: the reading that counts for this week's quiz starts here. */
  readFrom: Date;
}

/** The week (Monday to Sunday, server time) holding `moment`. */
export function echoWeekOf(moment: Date): EchoWeek {
  const monday = mondayOf(moment);
  return { start: calendarDate(monday), end: calendarDate(addDays(monday, 6)), readFrom: addDays(monday, -7) };
}

const runOf = (monday: Date) => {
  const run = new Date(monday);
  run.setHours(ECHO_RUN.hour, ECHO_RUN.minute, 0, 0);
  return run;
};

/** This week's run time, if `moment` is past it. */
export function echoRunBefore(moment: Date): Date | undefined {
  const run = runOf(mondayOf(moment));
  return run <= moment ? run : undefined;
}

/** The first weekly run after `moment`. */
export function nextEchoRun(moment: Date): Date {
  const run = runOf(mondayOf(moment));
  return run > moment ? run : runOf(addDays(mondayOf(moment), 7));
}

/** An auto-assigned oral quiz's name: the product's name and the week's Monday as the app shows dates. */
export function autoEchoName(weekStart: string): string {
  return `Echo Valley · ${writtenDay(weekStart)}`;
}
