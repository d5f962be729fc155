import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  type LegendComponentOption,
  LegendPlainComponent,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/*
 * Only the parts of ECharts the app draws: bar and line charts on a grid, with a plain legend
 * (it wraps; no scrolling) and a tooltip, drawn as SVG (sharp at any zoom, light for a handful
 * of small charts, and drawable where there is no canvas). A new kind of chart adds its part
 * here and to this type. Loaded on demand by `Chart`: it is most of a chart page's code.
 */
use([BarChart, LineChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** One series of a chart: bars or a line. */
export type ChartSeries = BarSeriesOption | LineSeriesOption;

/** A pattern drawn over a series' colour, so series are told apart without colour. */
export type ChartPattern = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

export { init } from 'echarts/core';
