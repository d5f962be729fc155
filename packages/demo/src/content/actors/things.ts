import { COLORS, INK, paint, shade } from '../palette.js';
import { circle, ellipse, line, NO_STROKE, path, poly, rect, rotate } from '../svg.js';
import type { ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';
import { starPoints } from './nature.js';

const WOOD = '#b7794a';
const GLASS = '#bfe6ff';
const PAPER = '#fffdf5';

export const THINGS = {
  ball: {
    height: 8,
    draw: (o) =>
      circle(0, -50, 48, paint(o.color, 'red')) +
      path('M-47 -40Q0 -10 47 -40', 'none', ' stroke="#fff" stroke-width="9"') +
      path('M-30 -87Q-8 -50 -14 -3', 'none', ' stroke="#fff" stroke-width="9"') +
      circle(0, -50, 48, 'none'),
  },
  kite: {
    height: 18,
    draw: (o) => {
      const c = paint(o.color, 'red');
      const bows = [-18, -4]
        .map((y, i) => poly([-7 + i * 4, y - 5, 7 + i * 4, y + 5, 7 + i * 4, y - 5, -7 + i * 4, y + 5], COLORS.yellow))
        .join('');
      return (
        path('M0 -40Q-12 -26 0 -14Q10 -6 2 0', 'none') +
        bows +
        poly([0, -100, 26, -70, 0, -40, -26, -70], c) +
        poly([0, -100, 26, -70, 0, -70], shade(c, 0.8)) +
        poly([0, -40, -26, -70, 0, -70], shade(c, 0.8)) +
        line(0, -100, 0, -40) +
        line(-26, -70, 26, -70)
      );
    },
  },
  book: {
    height: 9,
    draw: (o) => {
      const lines = [-62, -52, -42, -32].map((y) => line(-38, y, -10, y + 3) + line(10, y + 3, 38, y)).join('');
      return (
        path('M-50 -14L-50 -74H50L50 -14Q24 -20 0 -10Q-24 -20 -50 -14Z', paint(o.color, 'blue')) +
        path('M-44 -22V-80Q-22 -86 0 -76V-16Q-22 -26 -44 -22Z', PAPER) +
        path('M44 -22V-80Q22 -86 0 -76V-16Q22 -26 44 -22Z', PAPER) +
        `<g stroke="#c9c2b0">${lines}</g>`
      );
    },
  },
  bag: {
    height: 13,
    draw: (o) => {
      const c = paint(o.color, 'blue');
      return (
        path('M-12 -82Q0 -100 12 -82', 'none', ' stroke-width="5"') +
        rect(-32, -84, 64, 82, c, 14) +
        path('M-32 -64Q-32 -84 -18 -84H18Q32 -84 32 -64V-52H-32Z', shade(c, 0.8)) +
        rect(-6, -56, 12, 10, COLORS.yellow, 2) +
        rect(-20, -38, 40, 26, shade(c, 0.88), 7)
      );
    },
  },
  pencil: {
    height: 13,
    draw: (o) =>
      `<g${rotate(30, 0, -50)}>` +
      rect(-8, -92, 16, 64, paint(o.color, 'yellow')) +
      rect(-8, -100, 16, 10, COLORS.pink, 3) +
      rect(-8, -92, 16, 5, COLORS.grey) +
      poly([-8, -28, 8, -28, 0, -4], '#f3d2a2') +
      poly([-2.6, -12, 2.6, -12, 0, -4], INK, NO_STROKE) +
      line(0, -86, 0, -30, ` stroke="${shade(paint(o.color, 'yellow'), 0.8)}"`) +
      '</g>',
  },
  clock: {
    height: 12,
    draw: (o) => {
      const ticks = [0, 90, 180, 270]
        .map((a) => `<g transform="rotate(${a} 0 -50)">${line(0, -84, 0, -78)}</g>`)
        .join('');
      return (
        circle(0, -50, 47, paint(o.color, 'red')) +
        circle(0, -50, 38, '#fff') +
        ticks +
        line(0, -50, 0, -78) +
        line(0, -50, 18, -50) +
        circle(0, -50, 3, INK)
      );
    },
  },
  balloon: {
    height: 18,
    draw: (o) => {
      const c = paint(o.color, 'red');
      return (
        path('M0 -30Q-8 -18 2 -10Q8 -4 0 0', 'none') +
        poly([-4, -28, 4, -28, 0, -35], c) +
        ellipse(0, -66, 26, 32, c) +
        ellipse(-10, -78, 5, 9, '#fff', ` opacity="0.55"${NO_STROKE}${rotate(25, -10, -78)}`)
      );
    },
  },
  gift: {
    height: 13,
    draw: (o) => {
      const c = paint(o.color, 'purple');
      const ribbon = COLORS.yellow;
      return (
        ellipse(-12, -78, 13, 8, ribbon, rotate(25, -12, -78)) +
        ellipse(12, -78, 13, 8, ribbon, rotate(-25, 12, -78)) +
        rect(-36, -60, 72, 58, c) +
        rect(-40, -72, 80, 14, shade(c, 0.85)) +
        rect(-6, -72, 12, 70, ribbon) +
        circle(0, -74, 5, ribbon)
      );
    },
  },
  medal: {
    height: 11,
    draw: (o) => {
      const c = paint(o.color, 'blue');
      return (
        poly([-26, -100, -10, -100, 6, -52, -10, -52], c) +
        poly([26, -100, 10, -100, -6, -52, 10, -52], shade(c, 0.8)) +
        circle(0, -30, 28, COLORS.gold) +
        circle(0, -30, 20, shade(COLORS.gold, 1.25), NO_STROKE) +
        poly(starPoints(0, -30, 13, 5.5), shade(COLORS.gold, 0.8), NO_STROKE)
      );
    },
  },
  box: {
    height: 12,
    draw: () =>
      rect(-40, -62, 80, 60, '#c9955b') +
      poly([-40, -62, -30, -74, 30, -74, 40, -62], '#b98449') +
      rect(-8, -62, 16, 60, '#e3c08f', 0, NO_STROKE) +
      line(-40, -62, 40, -62),
  },
  hive: {
    height: 15,
    draw: () => {
      const straw = '#e0a83e';
      return (
        ellipse(0, -76, 13, 10, straw) +
        ellipse(0, -62, 22, 12, straw) +
        ellipse(0, -46, 30, 13, straw) +
        ellipse(0, -28, 36, 14, straw) +
        ellipse(0, -13, 40, 13, straw) +
        ellipse(0, -12, 9, 7, INK, NO_STROKE)
      );
    },
  },
  house: {
    height: 44,
    draw: (o) => {
      const pane = (x: number) =>
        rect(x, -52, 18, 16, GLASS) + line(x + 9, -52, x + 9, -36) + line(x, -44, x + 18, -44);
      return (
        rect(20, -98, 12, 24, COLORS.brown) +
        rect(-40, -64, 80, 64, paint(o.color, 'yellow')) +
        poly([-50, -60, 0, -100, 50, -60], COLORS.red) +
        rect(-9, -34, 18, 34, WOOD, 3) +
        circle(4, -17, 1.8, INK, NO_STROKE) +
        pane(-33) +
        pane(15)
      );
    },
  },
  windmill: {
    height: 48,
    draw: (o) => {
      const sails = [45, 135, 225, 315]
        .map((deg) => rect(-6, -110, 12, 46, '#f4ead8', 2, rotate(deg, 0, -66)))
        .join('');
      return (
        path('M-22 0L-13 -60H13L22 0Z', '#fbf3e4') +
        rect(-7, -22, 14, 22, COLORS.brown, 6) +
        path('M-16 -58Q0 -84 16 -58Z', paint(o.color, 'red')) +
        sails +
        circle(0, -66, 5, INK)
      );
    },
  },
  bed: {
    height: 20,
    draw: (o) =>
      rect(-50, -70, 10, 70, WOOD, 3) +
      rect(40, -44, 10, 44, WOOD, 3) +
      rect(-42, -34, 84, 16, '#fff') +
      ellipse(-28, -40, 13, 7, '#fff') +
      path('M-16 -42H36Q42 -42 42 -36V-20H-16Z', paint(o.color, 'blue')) +
      path(`M-6 -42V-20M10 -42V-20M26 -42V-20`, 'none', ` stroke="${shade(paint(o.color, 'blue'), 0.8)}"`),
  },
  table: {
    height: 17,
    draw: (o) => {
      const c = paint(o.color, 'brown');
      return (
        rect(-44, -44, 7, 44, shade(c, 0.85)) + rect(37, -44, 7, 44, shade(c, 0.85)) + rect(-52, -52, 104, 10, c, 3)
      );
    },
  },
  chair: {
    height: 18,
    draw: (o) => {
      const c = paint(o.color, 'brown');
      const d = shade(c, 0.85);
      return (
        rect(-22, -96, 7, 96, d) + rect(15, -46, 7, 46, d) + rect(-26, -94, 12, 32, c, 3) + rect(-24, -52, 48, 8, c, 2)
      );
    },
  },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;
