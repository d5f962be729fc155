import { COLORS, paint, shade } from '../palette.js';
import { circle, ellipse, NO_STROKE, path, poly, rect, rotate, tube } from '../svg.js';
import type { ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';

const CRUST = '#d99a52';
const SPONGE = '#f6d9a8';

const bowlShape = (color: string) => path('M-48 -40Q-46 0 0 -2Q46 0 48 -40Q24 -30 0 -30Q-24 -30 -48 -40Z', color);

const highlight = (x: number, y: number, rx: number, ry: number) =>
  ellipse(x, y, rx, ry, '#fff', ` opacity="0.45"${NO_STROKE}${rotate(-30, x, y)}`);

export const FOOD = {
  apple: {
    height: 8,
    draw: (o, sw) =>
      tube('M0 -74Q2 -88 8 -96', COLORS.brown, 5, sw) +
      ellipse(18, -88, 12, 6, COLORS.green, rotate(-30, 18, -88)) +
      path(
        'M0 -72C-16 -88 -48 -80 -46 -46C-44 -14 -18 -2 0 -12C18 -2 44 -14 46 -46C48 -80 16 -88 0 -72Z',
        paint(o.color, 'red'),
      ) +
      highlight(-24, -56, 6, 11),
  },
  banana: {
    height: 8,
    draw: (o) =>
      path('M-46 -66Q-34 -6 42 -20Q48 -24 44 -30Q-8 -28 -34 -70Z', paint(o.color, 'yellow')) +
      path('M-34 -18Q0 -14 40 -24', 'none', ` stroke="${shade(paint(o.color, 'yellow'), 0.75)}"`) +
      poly([-46, -66, -34, -70, -42, -76], COLORS.brown),
  },
  carrot: {
    height: 11,
    draw: (o) =>
      ellipse(-8, -84, 6, 15, COLORS.green, rotate(-25, -8, -84)) +
      ellipse(8, -84, 6, 15, COLORS.green, rotate(25, 8, -84)) +
      ellipse(0, -88, 5.5, 14, COLORS.green) +
      path('M-15 -70Q0 -78 15 -70L3 -4Q0 0 -3 -4Z', paint(o.color, 'orange')) +
      path('M-8 -54H0M2 -38H8M-5 -24H1', 'none', ` stroke="${shade(paint(o.color, 'orange'), 0.75)}"`),
  },
  cake: {
    height: 15,
    draw: (o) =>
      ellipse(0, -5, 50, 6, '#fff') +
      rect(-38, -56, 76, 50, SPONGE, 6) +
      path(
        'M-38 -46V-58Q-38 -64 -32 -64H32Q38 -64 38 -58V-44Q32 -38 26 -46Q18 -34 10 -46Q0 -36 -10 -46Q-18 -36 -26 -46Q-32 -38 -38 -46Z',
        paint(o.color, 'pink'),
      ) +
      rect(-38, -30, 76, 6, paint(o.color, 'pink'), 0, NO_STROKE) +
      rect(-3, -84, 6, 20, COLORS.blue, 2) +
      ellipse(0, -90, 4, 7, COLORS.orange) +
      circle(-20, -68, 5, COLORS.red) +
      circle(20, -68, 5, COLORS.red),
  },
  egg: {
    height: 7,
    draw: (o) =>
      path(
        'M0 -96C-26 -96 -38 -52 -38 -36C-38 -14 -20 -2 0 -2C20 -2 38 -14 38 -36C38 -52 26 -96 0 -96Z',
        paint(o.color, 'white'),
      ) + highlight(-14, -62, 6, 12),
  },
  cup: {
    height: 9,
    draw: (o, sw) => {
      const c = paint(o.color, 'blue');
      return (
        tube('M22 -58Q44 -58 44 -38Q44 -20 22 -22', c, 8, sw) +
        rect(-32, -76, 56, 74, c, 8) +
        ellipse(-4, -72, 24, 5, '#fff') +
        rect(-22, -50, 36, 14, shade(c, 1.4), 7, NO_STROKE)
      );
    },
  },
  bread: {
    height: 8,
    draw: () =>
      path('M-46 -10V-46Q-46 -74 0 -74Q46 -74 46 -46V-10Q46 -2 38 -2H-38Q-46 -2 -46 -10Z', CRUST) +
      path('M-20 -64L-28 -48M0 -66L-8 -50M20 -64L12 -48', 'none', ` stroke="${shade(CRUST, 0.7)}"`) +
      highlight(24, -56, 5, 9),
  },
  bowl: {
    height: 9,
    draw: (o) => {
      const steam = [-16, 0, 16].map((x) => `M${x} -58q-6 -8 0 -16q6 -8 0 -16`).join('');
      return (
        path(steam, 'none', ` stroke="${COLORS.grey}"`) +
        ellipse(0, -40, 48, 10, '#f2a65a') +
        bowlShape(paint(o.color, 'blue'))
      );
    },
  },
  dough: {
    height: 9,
    draw: (o) => path('M-40 -40Q-36 -76 0 -76Q36 -76 40 -40Z', '#f3e2c0') + bowlShape(paint(o.color, 'white')),
  },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;
