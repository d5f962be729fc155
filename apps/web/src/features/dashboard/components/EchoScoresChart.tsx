import type { DashboardSeries, ReportWindow } from '@lms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { average, highest, lowest } from '../chart-facts';
import { recordRows } from '../chart-points';
import { COLOURS, LINES, lineSeries, pointsChart } from '../chart-style';
import { useChartText } from '../use-chart-text';
import { ChartCard } from './ChartCard';

interface EchoScoresChartProps {
  points: DashboardSeries['echo_scores'];
  reportWindow: ReportWindow;
}

type ScoredQuiz = DashboardSeries['echo_scores'][number] & { average: number };

/** Per Echo Valley quiz, by opening date: the class's average score (0–100) of its scored answers. */
export function EchoScoresChart({ points, reportWindow }: EchoScoresChartProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();
  const scored = points.filter((point): point is ScoredQuiz => point.average !== null);

  const option = useMemo(
    () =>
      pointsChart({
        categories: points.map((point) => point.label),
        valueName: t('echo.axis'),
        valueMax: 100,
        number: text.number,
        series: [
          lineSeries(
            t('echo.average'),
            points.map((point) => point.average),
            COLOURS.blue,
            LINES.first,
          ),
        ],
      }),
    [points, t, text],
  );

  const best = highest(scored, (point) => point.average);
  const worst = lowest(scored, (point) => point.average);
  const summary =
    scored.length === 0
      ? t('echo.unscored')
      : text.sentences([
          t('echo.summary', {
            count: scored.length,
            average: text.number(average(scored.map((point) => point.average))),
          }),
          best && worst && best !== worst
            ? t('echo.range', {
                best: best.label,
                bestScore: text.number(best.average),
                worst: worst.label,
                worstScore: text.number(worst.average),
              })
            : null,
          text.trend(scored.map((point) => point.average)),
        ]);

  return (
    <ChartCard
      id="dashboard-echo"
      title={t('echo.title')}
      record={t(`record.quizzes.${reportWindow}`)}
      summary={summary}
      option={option}
      table={{
        rowTitle: t('echo.quiz'),
        columns: [
          { key: 'opened', title: t('echo.opened') },
          { key: 'average', title: t('echo.average'), numeric: true },
          { key: 'students', title: t('echo.students'), numeric: true },
        ],
        rows: recordRows(points, text, (point) => [
          point.average === null ? t('echo.noScore') : text.number(point.average),
          text.number(point.students),
        ]),
      }}
    />
  );
}
