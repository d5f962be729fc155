import { useEffect, useRef, useState } from 'react';
import type { ChartOption, init } from './echarts';

type ChartInstance = ReturnType<typeof init>;

/** ECharts in a chunk of its own, fetched once for every chart of the app. */
const loadCharts = () => import('./echarts');

/**
 * Starts fetching the chart code before the first chart is on screen (while a page's data
 * loads, say), so the two downloads overlap.
 */
export function preloadCharts(): void {
  void loadCharts();
}

interface ChartProps {
  option: ChartOption;
  /** The drawing's height in pixels; its width follows its container. */
  height: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * An ECharts drawing that follows its container's width. It is a picture only: the page gives
 * every chart a heading, a text summary and a table of the same figures beside it. Until the
 * chart code arrives its room is kept, so nothing below moves.
 */
export function Chart({ option, height }: ChartProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ChartInstance | null>(null);

  useEffect(() => {
    let live = true;
    let instance: ChartInstance | null = null;
    let resize: ResizeObserver | null = null;
    loadCharts().then((charts) => {
      const element = surface.current;
      if (!live || !element) return;
      const drawn = charts.init(element, null, { renderer: 'svg' });
      resize = new ResizeObserver(() => drawn.resize());
      resize.observe(element);
      instance = drawn;
      setChart(drawn);
    });
    return () => {
      live = false;
      resize?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    const animation = !window.matchMedia(REDUCED_MOTION).matches;
    chart?.setOption({ ...option, animation }, { notMerge: true });
  }, [chart, option]);

  return <div ref={surface} style={{ height }} aria-hidden />;
}
