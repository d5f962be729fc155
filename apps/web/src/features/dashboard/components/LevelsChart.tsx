import { BOOK_LEVELS, type DashboardSeries, type ReportWindow } from '@lms/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { highest, total } from '../chart-facts';
import { barSeries, COLOURS, categoryChart, PATTERNS } from '../chart-style';
import { useChartText } from '../use-chart-text';
import { ChartCard } from './ChartCard';

type LevelPoint = DashboardSeries['levels'][number];

interface LevelsChartProps {
  points: DashboardSeries['levels'];
  reportWindow: ReportWindow;
}

/** Levels in book order (A first), students not placed yet last. */
function inLevelOrder(points: LevelPoint[]): LevelPoint[] {
  const rank = (level: string | null) => {
    const index = BOOK_LEVELS.indexOf(level as (typeof BOOK_LEVELS)[number]);
    return level === null ? Number.MAX_SAFE_INTEGER : index === -1 ? BOOK_LEVELS.length : index;
  };
  return points.toSorted((a, b) => rank(a.level) - rank(b.level));
}

/** The class's students by level today, and how many moved up into or down into each level within the window. */
export function LevelsChart({ points, reportWindow }: LevelsChartProps) {
  const { t } = useTranslation('dashboard');
  const text = useChartText();
  const levels = useMemo(() => inLevelOrder(points), [points]);
  const nameOf = (level: string | null) => level ?? t('levels.unplaced');
  const students = total(levels.map((point) => point.students));

  const option = useMemo(
    () =>
      students === 0
        ? null
        : categoryChart({
            categories: levels.map((point) => point.level ?? t('levels.unplaced')),
            valueName: t('levels.axis'),
            number: text.number,
            series: [
              barSeries(
                t('levels.students'),
                levels.map((point) => point.students),
                COLOURS.blue,
                PATTERNS.solid,
              ),
              barSeries(
                t('levels.raised'),
                levels.map((point) => point.raised),
                COLOURS.green,
                PATTERNS.stripes,
              ),
              barSeries(
                t('levels.lowered'),
                levels.map((point) => point.lowered),
                COLOURS.amber,
                PATTERNS.dots,
              ),
            ],
          }),
    [levels, students, t, text],
  );

  const placed = levels.filter((point) => point.level !== null);
  const most = highest(placed, (point) => point.students);
  const unplaced = total(levels.filter((point) => point.level === null).map((point) => point.students));
  const summary = text.sentences([
    most
      ? t('levels.summary', { count: students, level: nameOf(most.level), most: text.number(most.students) })
      : t('levels.summaryNone', { count: students }),
    unplaced > 0 ? t('levels.unplacedCount', { students: text.number(unplaced) }) : null,
    t('levels.moves', {
      raised: text.number(total(levels.map((point) => point.raised))),
      lowered: text.number(total(levels.map((point) => point.lowered))),
    }),
  ]);

  return (
    <ChartCard
      id="dashboard-levels"
      title={t('levels.title')}
      record={t(`record.levels.${reportWindow}`)}
      summary={summary}
      option={option}
      table={{
        rowTitle: t('levels.level'),
        columns: [
          { key: 'students', title: t('levels.students'), numeric: true },
          { key: 'raised', title: t('levels.raised'), numeric: true },
          { key: 'lowered', title: t('levels.lowered'), numeric: true },
        ],
        rows: levels.map((point) => ({
          key: point.level ?? '',
          header: nameOf(point.level),
          cells: [text.number(point.students), text.number(point.raised), text.number(point.lowered)],
        })),
      }}
    />
  );
}
