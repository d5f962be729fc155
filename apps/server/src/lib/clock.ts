/** The current time. Injected so tests can move it (rate-limit windows, link expiry, class expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar date (YYYY-MM-DD) of a moment in the server's time zone. */
export function calendarDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The calendar date `days` after (or before, when negative) the given one. */
export function addDays(moment: Date, days: number): Date {
  const shifted = new Date(moment);
  shifted.setDate(shifted.getDate() + days);
  return shifted;
}

/**
 * The server's time zone (IANA name), the one `calendarDate` reads dates in. Every database
 * session is set to it, so the database's dates (`occurred_at::date`, `'2026-01-05'::date`)
 * are the same calendar days.
 */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
