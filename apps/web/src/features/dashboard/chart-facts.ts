/** Which way a chart's figures went over its window. */
export type Trend = 'rising' | 'falling' | 'steady';

/** How far the later half's average must move from the earlier half's to count as a change. */
const TREND_SHARE = 0.1;

export function total(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

export function average(values: number[]): number {
  return values.length === 0 ? 0 : total(values) / values.length;
}

/**
 * The trend of figures in time order: the average of the later half against that of the
 * earlier half (the middle one of an odd count left out), rising or falling when it moved by
 * more than a tenth. Fewer than three figures have no trend to speak of.
 */
export function trendOf(values: number[]): Trend | null {
  if (values.length < 3) return null;
  const half = Math.floor(values.length / 2);
  const before = average(values.slice(0, half));
  const after = average(values.slice(values.length - half));
  const change = (after - before) / Math.max(before, 1);
  if (change > TREND_SHARE) return 'rising';
  if (change < -TREND_SHARE) return 'falling';
  return 'steady';
}

/** The first item with the highest figure, or null when there is none above zero. */
export function highest<Item>(items: Item[], figure: (item: Item) => number): Item | null {
  let best: Item | null = null;
  for (const item of items) {
    if (figure(item) > (best === null ? 0 : figure(best))) best = item;
  }
  return best;
}

/** The first item with the lowest figure, or null when there are no items. */
export function lowest<Item>(items: Item[], figure: (item: Item) => number): Item | null {
  let worst: Item | null = null;
  for (const item of items) {
    if (worst === null || figure(item) < figure(worst)) worst = item;
  }
  return worst;
}
