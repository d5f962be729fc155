import { COLORS, INK, paint, shade } from '../palette.js';
import { blob, circle, ellipse, fmt, line, NO_STROKE, path, poly, rect } from '../svg.js';
import type { ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';

const GLASS = '#bfe6ff';

const wheel = (x: number, r = 10) => circle(x, -r, r, INK) + circle(x, -r, r * 0.4, COLORS.grey, NO_STROKE);

export const VEHICLES = {
  car: {
    height: 15,
    draw: (o) =>
      path('M-48 -14V-32Q-46 -40 -38 -40H-26L-14 -60H16L30 -40H42Q50 -38 50 -28V-14Z', paint(o.color, 'red')) +
      poly([-11, -55, -1, -55, -1, -40, -21, -40], GLASS) +
      poly([3, -55, 14, -55, 24, -40, 3, -40], GLASS) +
      rect(42, -34, 7, 6, COLORS.yellow, 2) +
      wheel(-28, 11) +
      wheel(30, 11),
  },
  bus: {
    height: 24,
    draw: (o) => {
      const c = paint(o.color, 'yellow');
      const windows = [-44, -24, -4, 16].map((x) => rect(x, -62, 16, 18, GLASS, 2)).join('');
      return (
        rect(-50, -72, 100, 58, c, 8) +
        rect(-50, -36, 100, 6, shade(c, 0.8), 0, NO_STROKE) +
        windows +
        rect(36, -62, 12, 40, GLASS, 2) +
        rect(44, -24, 6, 5, COLORS.orange, 1) +
        wheel(-30, 11) +
        wheel(28, 11)
      );
    },
  },
  train: {
    height: 22,
    draw: (o, sw) => {
      const c = paint(o.color, 'green');
      return (
        blob('#e6e8ec', sw, [circle(34, -86, 7), circle(44, -92, 9), circle(56, -96, 6)]) +
        rect(26, -80, 11, 26, INK) +
        rect(-14, -56, 54, 40, c, 6) +
        rect(-46, -80, 34, 64, shade(c, 0.85), 3) +
        rect(-50, -86, 42, 8, COLORS.red, 3) +
        rect(-40, -72, 22, 18, GLASS, 2) +
        poly([40, -20, 52, -2, 40, -2], COLORS.red) +
        rect(-50, -22, 92, 6, INK, 2) +
        wheel(-32, 12) +
        wheel(-2, 10) +
        wheel(24, 10)
      );
    },
  },
  boat: {
    height: 24,
    draw: (o) =>
      line(0, -26, 0, -100) +
      poly([0, -100, 14, -94, 0, -88], COLORS.red) +
      poly([4, -88, 4, -32, 42, -32], '#fff') +
      poly([-4, -80, -4, -32, -34, -32], '#f4f1e6') +
      path('M-48 -28H48L36 -2H-36Z', paint(o.color, 'red')) +
      circle(-20, -16, 4, GLASS) +
      circle(0, -16, 4, GLASS) +
      circle(20, -16, 4, GLASS),
  },
  ship: {
    height: 28,
    draw: (o) => {
      const windows = [-26, -14, -2, 10].map((x) => circle(x, -44, 3.5, GLASS)).join('');
      return (
        rect(-20, -74, 36, 18, '#fbfbf6', 2) +
        rect(20, -88, 12, 34, COLORS.yellow) +
        rect(20, -92, 12, 8, INK) +
        rect(-36, -58, 62, 28, '#fbfbf6', 2) +
        windows +
        path('M-50 -32H50L40 0H-40Z', paint(o.color, 'red')) +
        rect(-46, -22, 90, 4, '#fff', 0, NO_STROKE)
      );
    },
  },
  plane: {
    height: 14,
    draw: (o) => {
      const c = paint(o.color, 'blue');
      const windows = [-24, -12, 0, 12].map((x) => circle(x, -56, 3.5, GLASS)).join('');
      return (
        poly([-46, -58, -42, -92, -28, -62], c) +
        path('M-50 -52Q-50 -64 -40 -64H32Q50 -62 50 -52Q50 -42 34 -40H-40Q-50 -40 -50 -52Z', '#f7f8fb') +
        path('M28 -62Q40 -62 46 -54H30Z', GLASS) +
        windows +
        poly([-12, -48, 10, -48, -6, -14, -20, -14], c) +
        rect(-50, -50, 100, 4, c, 0, NO_STROKE)
      );
    },
  },
  bike: {
    height: 15,
    draw: (o, sw) => {
      const c = paint(o.color, 'blue');
      const rim = ` fill="none" stroke-width="${fmt(sw * 2.5, 2)}"`;
      return (
        `<circle cx="-30" cy="-22" r="21"${rim}/><circle cx="30" cy="-22" r="21"${rim}/>` +
        path('M-30 -22L-6 -22L-16 -52M-6 -22L20 -52H-16M20 -52L30 -22', 'none', ` stroke="${c}" stroke-width="6"`) +
        line(20, -52, 16, -66) +
        line(12, -66, 24, -66, ` stroke-width="${fmt(sw * 2, 2)}"`) +
        ellipse(-17, -56, 10, 3.5, INK) +
        circle(-30, -22, 3, INK) +
        circle(30, -22, 3, INK)
      );
    },
  },
  rocket: {
    height: 34,
    draw: (o) => {
      const c = paint(o.color, 'red');
      return (
        path('M-12 -20Q-8 -6 0 0Q8 -6 12 -20Z', COLORS.orange) +
        path('M-6 -20Q-4 -12 0 -8Q4 -12 6 -20Z', COLORS.yellow, NO_STROKE) +
        poly([-20, -50, -36, -18, -20, -24], c) +
        poly([20, -50, 36, -18, 20, -24], c) +
        path('M0 -100Q22 -80 22 -44V-22H-22V-44Q-22 -80 0 -100Z', '#f7f8fb') +
        path('M0 -100Q14 -88 18 -76H-18Q-14 -88 0 -100Z', c) +
        circle(0, -56, 9, GLASS) +
        rect(-4, -22, 8, 4, INK, 1)
      );
    },
  },
  planet: {
    height: 18,
    draw: (o) => {
      const c = paint(o.color, 'orange');
      return (
        circle(0, -50, 46, c) +
        path(
          'M-44 -64Q0 -56 44 -64M-46 -44Q0 -36 46 -44M-40 -24Q0 -18 40 -24',
          'none',
          ` stroke="${shade(c, 0.8)}" stroke-width="6"`,
        ) +
        circle(0, -50, 46, 'none')
      );
    },
  },
  earth: {
    height: 18,
    draw: () =>
      circle(0, -50, 46, COLORS.blue) +
      path('M-30 -82Q-10 -90 -6 -74Q-16 -62 -30 -66Q-44 -60 -40 -74Z', COLORS.green, NO_STROKE) +
      path('M4 -60Q24 -66 36 -50Q30 -30 14 -26Q18 -44 4 -60Z', COLORS.green, NO_STROKE) +
      path('M-34 -40Q-20 -44 -16 -30Q-22 -16 -32 -22Z', COLORS.green, NO_STROKE) +
      ellipse(-6, -94, 16, 3, '#fff', NO_STROKE) +
      circle(0, -50, 46, 'none'),
  },
  saturn: {
    height: 20,
    draw: (o) => {
      const ring = ` fill="none" stroke="${shade(COLORS.gold, 0.8)}" stroke-width="8"`;
      return (
        `<path d="M-58 -50A58 14 0 0 1 58 -50"${ring}/>` +
        circle(0, -50, 34, paint(o.color, 'gold')) +
        `<path d="M-58 -50A58 14 0 0 0 58 -50"${ring}/>`
      );
    },
  },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;
