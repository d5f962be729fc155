import { describe, expect, it } from 'vitest';
import { highest, lowest, total, trendOf } from './chart-facts';

describe('the facts a chart summary tells', () => {
  it('finds the trend from the later half against the earlier half', () => {
    expect(trendOf([10, 12, 30, 31])).toBe('rising');
    expect(trendOf([30, 31, 99, 10, 12])).toBe('falling');
    // Within a tenth either way is steady, whatever the middle figure.
    expect(trendOf([20, 20, 500, 21, 19])).toBe('steady');
    expect(trendOf([0, 0, 0])).toBe('steady');
    // From nothing to something rises.
    expect(trendOf([0, 0, 1, 2])).toBe('rising');
    expect(trendOf([5, 50])).toBeNull();
  });

  it('names the first highest and lowest items, and no highest when all are zero', () => {
    const days = [
      { day: 'a', n: 3 },
      { day: 'b', n: 7 },
      { day: 'c', n: 7 },
      { day: 'd', n: 1 },
    ];
    expect(highest(days, (d) => d.n)?.day).toBe('b');
    expect(lowest(days, (d) => d.n)?.day).toBe('d');
    expect(highest([{ n: 0 }], (d) => d.n)).toBeNull();
    expect(lowest([], (d: { n: number }) => d.n)).toBeNull();
    expect(total(days.map((d) => d.n))).toBe(18);
  });
});
