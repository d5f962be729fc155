import type { DashboardSeries, ReportWindow } from '@lms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { average, highest } from '../chart-facts';
import { dayAxis, dayRows } from '../chart-points';
import { COLOURS, LINES, lineSeries, pointsChart } from '../chart-style';
import { useChartText } from '../use-chart-text';
import { ChartCard } from './ChartCard';

interface ActiveStudentsChartProps {
  points: DashboardSeries['active_students'];
  reportWindow: ReportWindow;
}

/** How many students did any learning each day. */
export function ActiveStudentsChart({ points, reportWindow }: ActiveStudentsChartProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();
  const counts = points.map((point) => point.students);

  const option = useMemo(
    () =>
      pointsChart({
        ...dayAxis(points, text),
        valueName: t('active.axis'),
        number: text.number,
        series: [
          lineSeries(
            t('active.students'),
            points.map((point) => point.students),
            COLOURS.green,
            LINES.first,
          ),
        ],
      }),
    [points, t, text],
  );

  const busiest = highest(points, (point) => point.students);
  const summary = text.sentences([
    t('active.summary', { average: text.number(average(counts)) }),
    busiest && t('active.busiest', { day: text.date(busiest.label), students: text.number(busiest.students) }),
    text.trend(counts),
  ]);

  return (
    <ChartCard
      id="dashboard-active"
      title={t('active.title')}
      record={t(`record.days.${reportWindow}`)}
      summary={summary}
      option={option}
      table={{
        rowTitle: t('chart.day'),
        columns: [{ key: 'students', title: t('active.students'), numeric: true }],
        rows: dayRows(points, text, (point) => [text.number(point.students)]),
      }}
    />
  );
}
