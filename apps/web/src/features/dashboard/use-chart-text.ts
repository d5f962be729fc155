import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAxisDate, formatDate } from '../../lib/date-format';
import { trendOf } from './chart-facts';

/** How the dashboard writes its figures, dates and summaries, in the reader's language. */
export interface ChartText {
  number(value: number): string;
  /** A calendar date in the app's format (YYYY.MM.DD). */
  date(isoDate: string): string;
  /** A calendar date on a chart's axis (short, with the weekday). */
  axisDate(isoDate: string): string;
  /** The sentence saying which way figures in time order went, or null when too few to tell. */
  trend(values: number[]): string | null;
  /** Sentences joined as the language writes them: Chinese and Japanese without a space. */
  sentences(parts: (string | null)[]): string;
}

export function useChartText(): ChartText {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const gap = /^(zh|ja)/.test(language) ? '' : ' ';
    return {
      number: (value) => numbers.format(value),
      date: formatDate,
      axisDate: (isoDate) => formatAxisDate(isoDate, language),
      trend: (values) => {
        const trend = trendOf(values);
        return trend ? t(`trend.${trend}`) : null;
      },
      sentences: (parts) => parts.filter((part): part is string => part !== null).join(gap),
    };
  }, [t, language]);
}
