import type { Language } from '@lms/shared';

const days = new Map<Language, Intl.DateTimeFormat>();
const moments = new Map<Language, Intl.DateTimeFormat>();

function formatter(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    cache.set(language, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as the language writes it: 23 nov 2026, 2026年11月23日, 23 พ.ย. 2569. */
export function formatDay(isoDate: string, language: Language): string {
  return formatter(days, language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment as the language writes it, in the server's time zone (the one that decides the days). */
export function formatMoment(moment: string | Date, language: Language): string {
  return formatter(moments, language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment));
}
