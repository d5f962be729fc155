import { describe, expect, it } from 'vitest';
import { barSeries, COLOURS, categoryChart, PATTERNS } from './chart-style';

describe('a category chart', () => {
  it('names its value axis along the axis, clear of the legend above the drawing, however long its lines', () => {
    const option = categoryChart({
      categories: ['Weekly reading', 'Listen and read'],
      valueName: 'Alumnos',
      number: String,
      series: [barSeries('No entregada', [1, 2], COLOURS.red, PATTERNS.dots)],
    });
    expect(option.legend).toMatchObject({ top: 0 });
    expect(option.yAxis).toMatchObject({ name: 'Alumnos', nameLocation: 'middle', nameRotate: 90 });
  });
});
