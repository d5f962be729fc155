import type { ChartOption, ChartPattern, ChartSeries } from '../../components/chart/echarts';

/**
 * Series colours: each has 4.5:1 or more against the white card (WCAG's 3:1 for graphics with
 * room to spare) and is the app's own (primary, success, warning, danger). Colour is never the
 * only sign: bars carry a pattern, lines a symbol and a dash, and the legend names each series.
 */
export const COLOURS = {
  blue: '#2156c9',
  green: '#237a45',
  amber: '#a35f00',
  red: '#c0392b',
} as const;

const TEXT = '#1d2433';
const MUTED = '#5c667a';
const GRID_LINE = '#e3e8f0';
/** Names up to this many characters (a level, "Week 3") sit side by side under a chart. */
const SHORT_NAME = 8;

/** Patterns drawn over a bar's colour (ECharts decals), told apart without colour. */
export const PATTERNS = {
  solid: { symbol: 'none' },
  stripes: {
    symbol: 'rect',
    symbolSize: 1,
    dashArrayX: [1, 0],
    dashArrayY: [2, 4],
    rotation: -Math.PI / 4,
    color: 'rgba(255, 255, 255, 0.75)',
  },
  dots: {
    symbol: 'circle',
    symbolSize: 0.7,
    dashArrayX: [
      [4, 4],
      [0, 4, 4, 0],
    ],
    dashArrayY: [4, 0],
    color: 'rgba(255, 255, 255, 0.85)',
  },
} satisfies Record<string, ChartPattern>;

export function barSeries(
  name: string,
  data: (number | null)[],
  colour: string,
  pattern: ChartPattern,
  stack?: string,
): ChartSeries {
  return { type: 'bar', name, data, stack, color: colour, itemStyle: { decal: pattern }, barMaxWidth: 28 };
}

/** Line symbols and dashes, told apart without colour. */
export const LINES = {
  first: { symbol: 'circle', type: 'solid' },
  second: { symbol: 'triangle', type: 'dashed' },
} as const;

export function lineSeries(
  name: string,
  data: (number | null)[],
  colour: string,
  look: (typeof LINES)[keyof typeof LINES],
): ChartSeries {
  return {
    type: 'line',
    name,
    data,
    color: colour,
    symbol: look.symbol,
    symbolSize: 8,
    lineStyle: { width: 2, type: look.type },
    connectNulls: true,
  };
}

interface CategoryChart {
  /** What each point is called in the tooltip (a full date, an assignment's name). */
  categories: string[];
  /** What the axis shows under each point when it differs from its name (a day's short form). */
  axisLabels?: string[];
  /** The value axis's name, e.g. "Minutes". */
  valueName: string;
  valueMax?: number;
  series: ChartSeries[];
  number(value: number): string;
}

/** The chart of `categoryChart`, or null when it has no points to draw. */
export function pointsChart(chart: CategoryChart): ChartOption | null {
  return chart.categories.length === 0 ? null : categoryChart(chart);
}

/** A chart of points along a category axis (days, assignments, quizzes, levels) with a legend and a tooltip. */
export function categoryChart({
  categories,
  axisLabels,
  valueName,
  valueMax,
  series,
  number,
}: CategoryChart): ChartOption {
  const format = (value: unknown) => (typeof value === 'number' ? number(value) : '–');
  return {
    textStyle: { color: TEXT },
    // ECharts 6 keeps the axis labels and names inside the drawing by itself (grid.outerBounds).
    // The legend has the top to itself: it wraps onto a second line in long languages (es, th)
    // and on a phone, and the value axis is named along its side, where no legend line reaches.
    grid: { left: 8, right: 16, top: 64, bottom: 8 },
    legend: { top: 0, left: 0, itemGap: 16, textStyle: { color: TEXT, fontSize: 13 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: format },
    xAxis: {
      type: 'category',
      data: categories,
      axisTick: { alignWithLabel: true },
      axisLine: { lineStyle: { color: MUTED } },
      // Days (with their short labels) show as many as fit; every record (an assignment, a
      // quiz, a level) is named, slanted when many long names share the axis, cut short if long.
      axisLabel: axisLabels
        ? { color: MUTED, hideOverlap: true, formatter: (_: string, index: number) => axisLabels[index] ?? '' }
        : {
            color: MUTED,
            interval: 0,
            rotate: categories.length > 4 && categories.some((name) => name.length > SHORT_NAME) ? 30 : 0,
            width: 80,
            overflow: 'truncate',
          },
    },
    yAxis: {
      type: 'value',
      name: valueName,
      nameLocation: 'middle',
      nameRotate: 90,
      nameGap: 12,
      max: valueMax,
      minInterval: 1,
      nameTextStyle: { color: MUTED },
      splitLine: { lineStyle: { color: GRID_LINE } },
      axisLabel: { color: MUTED, formatter: (value: number) => number(value) },
    },
    series,
  };
}
