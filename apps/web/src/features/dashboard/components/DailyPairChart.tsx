import type { ReportWindow } from '@lms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { highest, total } from '../chart-facts';
import { dayAxis, dayRows } from '../chart-points';
import { barSeries, COLOURS, PATTERNS, pointsChart } from '../chart-style';
import { useChartText } from '../use-chart-text';
import { ChartCard } from './ChartCard';

export interface DailyPair {
  /** The calendar date. */
  label: string;
  values: [number, number];
}

/** Each chart's texts in the `dashboard` namespace, and the names of a day's two figures there. */
const PAIRS = { minutes: ['reading', 'viewing'], completed: ['books', 'videos'] } as const;

interface DailyPairChartProps {
  section: keyof typeof PAIRS;
  points: DailyPair[];
  reportWindow: ReportWindow;
}

/** Two figures of the class per day, side by side: minutes read and viewed, or books and videos completed. */
export function DailyPairChart({ section, points, reportWindow }: DailyPairChartProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();
  const pair = PAIRS[section];
  const names = [t(`${section}.${pair[0]}`), t(`${section}.${pair[1]}`)] as const;
  const daily = points.map(({ values }) => values[0] + values[1]);

  const option = useMemo(
    () =>
      pointsChart({
        ...dayAxis(points, text),
        valueName: t(`${section}.axis`),
        number: text.number,
        series: [
          barSeries(
            names[0],
            points.map(({ values }) => values[0]),
            COLOURS.blue,
            PATTERNS.solid,
          ),
          barSeries(
            names[1],
            points.map(({ values }) => values[1]),
            COLOURS.amber,
            PATTERNS.stripes,
          ),
        ],
      }),
    [points, section, names[0], names[1], t, text],
  );

  const busiest = highest(points, ({ values }) => values[0] + values[1]);
  const summary = text.sentences([
    t(`${section}.summary`, {
      [pair[0]]: text.number(total(points.map(({ values }) => values[0]))),
      [pair[1]]: text.number(total(points.map(({ values }) => values[1]))),
    }),
    busiest && t(`${section}.busiest`, { day: text.date(busiest.label), amount: text.number(total(busiest.values)) }),
    text.trend(daily),
  ]);

  return (
    <ChartCard
      id={`dashboard-${section}`}
      title={t(`${section}.title`)}
      record={t(`record.days.${reportWindow}`)}
      summary={summary}
      option={option}
      table={{
        rowTitle: t('chart.day'),
        columns: [
          { key: pair[0], title: names[0], numeric: true },
          { key: pair[1], title: names[1], numeric: true },
          { key: 'total', title: t('chart.total'), numeric: true },
        ],
        rows: dayRows(points, text, ({ values }, index) => [
          text.number(values[0]),
          text.number(values[1]),
          text.number(daily[index] ?? 0),
        ]),
      }}
    />
  );
}
