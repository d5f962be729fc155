import type { ReactNode } from 'react';
import type { TableRow } from './components/DataTable';
import type { ChartText } from './use-chart-text';

/** A point of a chart of days: its calendar date. */
interface DayPoint {
  label: string;
}

/** A point of a chart of records (assignments, quizzes): the record's id and name, and its date. */
interface RecordPoint {
  id: number;
  label: string;
  date: string;
}

/** The category axis of a chart of days: full dates in the tooltip, short ones under the axis. */
export function dayAxis(points: DayPoint[], text: ChartText) {
  return {
    categories: points.map((point) => text.date(point.label)),
    axisLabels: points.map((point) => text.axisDate(point.label)),
  };
}

/** A chart of days as table rows: each day's date, then its figures. */
export function dayRows<P extends DayPoint>(
  points: P[],
  text: ChartText,
  cells: (point: P, index: number) => ReactNode[],
): TableRow[] {
  return points.map((point, index) => ({
    key: point.label,
    header: text.date(point.label),
    cells: cells(point, index),
  }));
}

/** A chart of records as table rows: each record's name, its date, then its figures. */
export function recordRows<P extends RecordPoint>(
  points: P[],
  text: ChartText,
  cells: (point: P) => ReactNode[],
): TableRow[] {
  return points.map((point) => ({
    key: point.id,
    header: point.label,
    cells: [text.date(point.date), ...cells(point)],
  }));
}
