/**
 * A calendar date (YYYY-MM-DD, or the start of an ISO moment) as the product writes it in every
 * language and on every side (SPEC: YYYY.MM.DD), Gregorian years in Thai too.
 */
export function writtenDay(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '.');
}
