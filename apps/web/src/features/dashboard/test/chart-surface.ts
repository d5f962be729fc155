import { vi } from 'vitest';

/**
 * jsdom lays nothing out and draws nothing: every element measures 0 × 0 (ECharts warns it has
 * no room) and a canvas has no 2D context (jsdom says so on each text ECharts measures; without
 * one it estimates text widths). This gives elements a card's size and answers "no context"
 * quietly; undone by `vi.restoreAllMocks()` after each test.
 */
export function stubChartSurface(width = 600, height = 280) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
