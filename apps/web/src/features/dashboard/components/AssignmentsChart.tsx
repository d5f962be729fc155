import type { DashboardSeries, ReportWindow } from '@lms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { highest, total } from '../chart-facts';
import { recordRows } from '../chart-points';
import { barSeries, COLOURS, PATTERNS, pointsChart } from '../chart-style';
import { useChartText } from '../use-chart-text';
import { ChartCard } from './ChartCard';

interface AssignmentsChartProps {
  points: DashboardSeries['assignments'];
  reportWindow: ReportWindow;
}

/** Per assignment, by start date: how many of its students completed it, are still working on it, or missed it. */
export function AssignmentsChart({ points, reportWindow }: AssignmentsChartProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();

  const option = useMemo(
    () =>
      pointsChart({
        categories: points.map((point) => point.label),
        valueName: t('assignments.axis'),
        number: text.number,
        series: [
          barSeries(
            t('assignments.complete'),
            points.map((point) => point.complete),
            COLOURS.green,
            PATTERNS.solid,
            'students',
          ),
          barSeries(
            t('assignments.incomplete'),
            points.map((point) => point.incomplete),
            COLOURS.amber,
            PATTERNS.stripes,
            'students',
          ),
          barSeries(
            t('assignments.missed'),
            points.map((point) => point.missed),
            COLOURS.red,
            PATTERNS.dots,
            'students',
          ),
        ],
      }),
    [points, t, text],
  );

  const complete = total(points.map((point) => point.complete));
  const given = complete + total(points.map((point) => point.incomplete + point.missed));
  const mostMissed = highest(points, (point) => point.missed);
  const summary = text.sentences([
    t('assignments.summary', {
      count: points.length,
      complete: text.number(complete),
      incomplete: text.number(total(points.map((point) => point.incomplete))),
      missed: text.number(total(points.map((point) => point.missed))),
      rate: text.number(given === 0 ? 0 : (complete / given) * 100),
    }),
    mostMissed && t('assignments.mostMissed', { name: mostMissed.label, missed: text.number(mostMissed.missed) }),
  ]);

  return (
    <ChartCard
      id="dashboard-assignments"
      title={t('assignments.title')}
      record={t(`record.assignments.${reportWindow}`)}
      summary={summary}
      option={option}
      table={{
        rowTitle: t('assignments.assignment'),
        columns: [
          { key: 'start', title: t('assignments.start') },
          { key: 'complete', title: t('assignments.complete'), numeric: true },
          { key: 'incomplete', title: t('assignments.incomplete'), numeric: true },
          { key: 'missed', title: t('assignments.missed'), numeric: true },
        ],
        rows: recordRows(points, text, (point) => [
          text.number(point.complete),
          text.number(point.incomplete),
          text.number(point.missed),
        ]),
      }}
    />
  );
}
