import { eye, face, mouth } from '../face.js';
import { COLORS, INK, paint, shade } from '../palette.js';
import { blob, circle, ellipse, fmt, line, NO_STROKE, path, poly, rotate, tube } from '../svg.js';
import type { ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';

const PINK = '#f7a1b8';
const BEAK = '#f59a3a';

const whiskers = (sw: number) =>
  `<g stroke-width="${fmt(sw * 0.6, 2)}">${line(-8, -64, -24, -66)}${line(-8, -61, -23, -58)}${line(8, -64, 24, -66)}${line(8, -61, 23, -58)}</g>`;

export const ANIMALS = {
  cat: {
    height: 15,
    draw: (o, sw) => {
      const c = paint(o.color, 'orange');
      return (
        tube('M20 -8C46 -8 50 -34 38 -50', c, 8, sw) +
        ellipse(0, -28, 25, 28, c) +
        ellipse(0, -22, 13, 17, shade(c, 1.5), NO_STROKE) +
        poly([-21, -74, -18, -99, -3, -86], c) +
        poly([21, -74, 18, -99, 3, -86], c) +
        poly([-17, -80, -16, -93, -8, -86], PINK, NO_STROKE) +
        poly([17, -80, 16, -93, 8, -86], PINK, NO_STROKE) +
        circle(0, -68, 22, c) +
        face(0, -72, 14, o.mood, -62) +
        poly([-3, -67, 3, -67, 0, -64], PINK, NO_STROKE) +
        whiskers(sw) +
        ellipse(-9, -2, 7, 4, c) +
        ellipse(9, -2, 7, 4, c)
      );
    },
  },
  dog: {
    height: 17,
    draw: (o, sw) => {
      const c = paint(o.color, 'brown');
      const light = shade(c, 1.55);
      return (
        tube('M20 -12Q40 -14 44 -36', c, 8, sw) +
        ellipse(0, -28, 26, 28, c) +
        ellipse(0, -24, 14, 18, light, NO_STROKE) +
        circle(0, -68, 23, c) +
        ellipse(-23, -66, 8, 17, shade(c, 0.7), rotate(18, -23, -66)) +
        ellipse(23, -66, 8, 17, shade(c, 0.7), rotate(-18, 23, -66)) +
        ellipse(0, -58, 13, 10, light) +
        face(0, -74, 13, o.mood, -54) +
        ellipse(0, -63, 5, 3.5, INK, NO_STROKE) +
        ellipse(-10, -2, 8, 4, c) +
        ellipse(10, -2, 8, 4, c)
      );
    },
  },
  bird: {
    height: 9,
    draw: (o) => {
      const c = paint(o.color, 'blue');
      return (
        line(-5, -22, -5, 0) +
        line(5, -22, 5, 0) +
        poly([-24, -46, -48, -62, -44, -36], shade(c, 0.75)) +
        ellipse(0, -42, 28, 21, c) +
        ellipse(4, -34, 16, 9, shade(c, 1.5), NO_STROKE) +
        circle(22, -64, 15, c) +
        poly([35, -68, 51, -62, 35, -56], BEAK) +
        path('M-14 -46Q0 -64 14 -44Q0 -36 -14 -46Z', shade(c, 0.75)) +
        eye(26, -67, 2.8, o.mood)
      );
    },
  },
  fish: {
    height: 11,
    draw: (o) => {
      const c = paint(o.color, 'orange');
      return (
        poly([-30, -50, -54, -76, -46, -50, -54, -24], shade(c, 0.8)) +
        path('M-10 -76Q4 -96 20 -74Z', shade(c, 0.8)) +
        ellipse(0, -50, 40, 28, c) +
        path('M-12 -74Q-20 -50 -12 -26', 'none', ` stroke="${shade(c, 1.5)}" stroke-width="6"`) +
        path('M4 -77Q-4 -50 4 -23', 'none', ` stroke="${shade(c, 1.5)}" stroke-width="6"`) +
        circle(22, -56, 6, '#fff') +
        eye(23.5, -56, 3, o.mood) +
        mouth(33, -42, 4, o.mood)
      );
    },
  },
  rabbit: {
    height: 16,
    draw: (o) => {
      const c = paint(o.color, 'white');
      return (
        ellipse(-9, -82, 6.5, 18, c, rotate(-8, -9, -82)) +
        ellipse(9, -82, 6.5, 18, c, rotate(8, 9, -82)) +
        ellipse(-9, -82, 3, 12, PINK, NO_STROKE + rotate(-8, -9, -82)) +
        ellipse(9, -82, 3, 12, PINK, NO_STROKE + rotate(8, 9, -82)) +
        ellipse(0, -24, 22, 24, c) +
        circle(0, -56, 17, c) +
        face(0, -59, 11, o.mood, -50) +
        ellipse(0, -54, 2.6, 2, PINK, NO_STROKE) +
        ellipse(-10, -2, 8, 4, c) +
        ellipse(10, -2, 8, 4, c)
      );
    },
  },
  duck: {
    height: 13,
    draw: (o, sw) => {
      const c = paint(o.color, 'yellow');
      return (
        line(-4, -14, -4, -2) +
        line(8, -14, 8, -2) +
        ellipse(-1, -2, 6, 2.5, BEAK) +
        ellipse(11, -2, 6, 2.5, BEAK) +
        blob(c, sw, [
          ellipse(-2, -30, 32, 18),
          poly([-26, -38, -44, -52, -32, -22]),
          ellipse(16, -44, 9, 14),
          circle(20, -60, 15),
        ]) +
        ellipse(38, -57, 11, 4.5, BEAK) +
        path('M-18 -34Q-2 -48 14 -32Q-2 -22 -18 -34Z', shade(c, 0.85)) +
        eye(24, -63, 2.8, o.mood)
      );
    },
  },
  frog: {
    height: 10,
    draw: (o, sw) => {
      const c = paint(o.color, 'green');
      return (
        ellipse(-24, -3, 11, 4, shade(c, 0.8)) +
        ellipse(24, -3, 11, 4, shade(c, 0.8)) +
        blob(c, sw, [ellipse(0, -28, 34, 26), circle(-16, -54, 12), circle(16, -54, 12)]) +
        ellipse(0, -20, 20, 12, shade(c, 1.4), NO_STROKE) +
        circle(-16, -56, 7.5, '#fff', NO_STROKE) +
        circle(16, -56, 7.5, '#fff', NO_STROKE) +
        eye(-16, -56, 3.5, o.mood) +
        eye(16, -56, 3.5, o.mood) +
        mouth(0, -38, 13, o.mood)
      );
    },
  },
  butterfly: {
    height: 11,
    draw: (o) => {
      const c = paint(o.color, 'purple');
      const d = shade(c, 0.8);
      return (
        ellipse(-22, -64, 22, 17, c, rotate(-25, -22, -64)) +
        ellipse(22, -64, 22, 17, c, rotate(25, 22, -64)) +
        ellipse(-15, -36, 14, 12, d, rotate(20, -15, -36)) +
        ellipse(15, -36, 14, 12, d, rotate(-20, 15, -36)) +
        circle(-24, -66, 6, COLORS.yellow, NO_STROKE) +
        circle(24, -66, 6, COLORS.yellow, NO_STROKE) +
        ellipse(0, -50, 4, 24, INK) +
        path('M-2 -72Q-6 -88 -14 -92M2 -72Q6 -88 14 -92', 'none') +
        circle(-14, -92, 2.5, INK) +
        circle(14, -92, 2.5, INK)
      );
    },
  },
  bee: {
    height: 9,
    draw: (o) => {
      const c = paint(o.color, 'yellow');
      const stripe = ` stroke="${INK}" stroke-width="7"`;
      return (
        ellipse(-8, -70, 11, 16, '#e9f6ff', ` opacity="0.9"${rotate(-20, -8, -70)}`) +
        ellipse(8, -70, 11, 16, '#e9f6ff', ` opacity="0.9"${rotate(20, 8, -70)}`) +
        poly([-28, -48, -40, -45, -28, -40], INK) +
        ellipse(0, -44, 30, 20, c) +
        path('M-10 -62Q-14 -44 -10 -26', 'none', stripe) +
        path('M6 -63Q2 -44 6 -25', 'none', stripe) +
        circle(28, -46, 12, INK) +
        eye(32, -49, 2.5, o.mood) +
        path('M30 -57Q34 -70 40 -72', 'none')
      );
    },
  },
  turtle: {
    height: 11,
    draw: (o) => {
      const c = paint(o.color, 'green');
      const skin = '#a3cf6a';
      return (
        ellipse(-22, -8, 8, 8, skin) +
        ellipse(20, -8, 8, 8, skin) +
        poly([-40, -20, -50, -16, -40, -12], skin) +
        ellipse(40, -34, 13, 11, skin) +
        eye(44, -37, 2.6, o.mood) +
        path('M-40 -18Q-36 -70 0 -70Q36 -70 40 -18Z', c) +
        path(
          'M-14 -18L-18 -42L0 -56L18 -42L14 -18M-18 -42L-36 -38M18 -42L36 -38M0 -56L0 -69',
          'none',
          ` stroke="${shade(c, 0.65)}"`,
        ) +
        path('M-44 -20H44', 'none', ` stroke-width="8" stroke="${shade(c, 0.75)}"`)
      );
    },
  },
  bear: {
    height: 28,
    draw: (o) => {
      const c = paint(o.color, 'brown');
      const light = shade(c, 1.6);
      return (
        circle(-17, -91, 8, c) +
        circle(17, -91, 8, c) +
        circle(-17, -91, 4, light, NO_STROKE) +
        circle(17, -91, 4, light, NO_STROKE) +
        ellipse(-25, -42, 7, 15, c, rotate(25, -25, -42)) +
        ellipse(25, -42, 7, 15, c, rotate(-25, 25, -42)) +
        ellipse(0, -34, 26, 32, c) +
        ellipse(0, -30, 16, 20, light, NO_STROKE) +
        circle(0, -76, 20, c) +
        ellipse(0, -69, 10, 7.5, light) +
        face(0, -80, 12, o.mood, -64) +
        ellipse(0, -72, 4, 3, INK, NO_STROKE) +
        ellipse(-13, -3, 10, 5, c) +
        ellipse(13, -3, 10, 5, c)
      );
    },
  },
  lion: {
    height: 20,
    draw: (o, sw) => {
      const c = paint(o.color, 'gold');
      const mane = shade(c, 0.72);
      const tufts = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        return circle(Math.cos(a) * 24, -66 + Math.sin(a) * 24, 12);
      });
      return (
        tube('M20 -10Q44 -10 44 -34', c, 6, sw) +
        circle(44, -36, 5, mane) +
        ellipse(0, -26, 24, 26, c) +
        blob(mane, sw, tufts) +
        circle(-15, -82, 6, c) +
        circle(15, -82, 6, c) +
        circle(0, -66, 21, c) +
        ellipse(0, -57, 10, 7, shade(c, 1.5)) +
        face(0, -70, 12, o.mood, -53) +
        poly([-4, -62, 4, -62, 0, -58], INK, NO_STROKE) +
        ellipse(-9, -2, 7, 4, c) +
        ellipse(9, -2, 7, 4, c)
      );
    },
  },
  pig: {
    height: 15,
    draw: (o) => {
      const c = paint(o.color, 'pink');
      const d = shade(c, 0.85);
      return (
        path('M28 -30q10 -4 8 -12q-4 -6 -8 0', 'none') +
        ellipse(-14, -6, 6, 8, d) +
        ellipse(14, -6, 6, 8, d) +
        ellipse(0, -30, 30, 26, c) +
        poly([-19, -74, -24, -96, -6, -82], d) +
        poly([19, -74, 24, -96, 6, -82], d) +
        circle(0, -66, 21, c) +
        face(0, -73, 13, o.mood, -51) +
        ellipse(0, -60, 9, 6.5, d) +
        ellipse(-3, -60, 1.6, 2.2, INK, NO_STROKE) +
        ellipse(3, -60, 1.6, 2.2, INK, NO_STROKE)
      );
    },
  },
  crab: {
    height: 9,
    draw: (o, sw) => {
      const c = paint(o.color, 'red');
      const legs = [-1, 1]
        .flatMap((side) => [
          `M${side * 18} -20L${side * 34} -8L${side * 38} 0`,
          `M${side * 14} -16L${side * 26} -4L${side * 28} 0`,
        ])
        .map((d) => tube(d, c, 4, sw))
        .join('');
      return (
        legs +
        tube('M-20 -28L-32 -44', c, 5, sw) +
        tube('M20 -28L32 -44', c, 5, sw) +
        path('M-32 -44a11 11 0 1 1 8 -14l-9 7z', c) +
        path('M32 -44a11 11 0 1 0 -8 -14l9 7z', c) +
        line(-7, -34, -9, -52) +
        line(7, -34, 9, -52) +
        ellipse(0, -24, 27, 15, c) +
        circle(-9, -55, 5, '#fff') +
        circle(9, -55, 5, '#fff') +
        eye(-9, -55, 2.4, o.mood) +
        eye(9, -55, 2.4, o.mood) +
        mouth(0, -22, 6, o.mood)
      );
    },
  },
  penguin: {
    height: 26,
    draw: (o) => {
      const c = paint(o.color, 'black');
      return (
        ellipse(-9, -3, 9, 4, BEAK) +
        ellipse(9, -3, 9, 4, BEAK) +
        ellipse(-22, -46, 7, 22, c, rotate(18, -22, -46)) +
        ellipse(22, -46, 7, 22, c, rotate(-18, 22, -46)) +
        ellipse(0, -46, 24, 44, c) +
        ellipse(0, -40, 16, 32, '#fbfbf6', NO_STROKE) +
        ellipse(0, -72, 13, 11, '#fbfbf6', NO_STROKE) +
        ellipse(-15, -70, 4, 6, COLORS.gold, NO_STROKE) +
        ellipse(15, -70, 4, 6, COLORS.gold, NO_STROKE) +
        eye(-6, -75, 2.6, o.mood) +
        eye(6, -75, 2.6, o.mood) +
        poly([-5, -69, 5, -69, 0, -61], BEAK)
      );
    },
  },
  squirrel: {
    height: 13,
    draw: (o) => {
      const c = paint(o.color, 'brown');
      return (
        path('M-8 -16C-46 -14 -52 -70 -30 -92C-16 -104 0 -92 -10 -80C-20 -68 -30 -52 -8 -38Z', shade(c, 1.2)) +
        ellipse(8, -24, 17, 22, c) +
        ellipse(12, -18, 9, 13, shade(c, 1.5), NO_STROKE) +
        poly([14, -66, 18, -82, 24, -64], c) +
        circle(18, -54, 13, c) +
        eye(22, -57, 2.6, o.mood) +
        circle(31, -52, 2.2, INK, NO_STROKE) +
        ellipse(4, -2, 8, 3.5, c) +
        ellipse(18, -2, 8, 3.5, c) +
        circle(26, -32, 6, '#8a5a2b')
      );
    },
  },
  dolphin: {
    height: 14,
    draw: (o) => {
      const c = paint(o.color, 'grey');
      return (
        poly([-40, -34, -56, -24, -50, -42], shade(c, 0.8)) +
        poly([-40, -34, -54, -50, -36, -46], shade(c, 0.8)) +
        poly([-2, -66, -10, -86, 16, -66], shade(c, 0.8)) +
        path('M-42 -36Q-22 -70 20 -68Q40 -66 52 -54L40 -48Q18 -46 0 -40Q-22 -32 -42 -36Z', c) +
        path('M-20 -40Q0 -46 20 -48Q36 -50 44 -50', 'none', ` stroke="${shade(c, 1.4)}" stroke-width="4"`) +
        eye(26, -60, 2.6, o.mood)
      );
    },
  },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;
