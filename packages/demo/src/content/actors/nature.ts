import { face } from '../face.js';
import { COLORS, INK, paint, shade } from '../palette.js';
import { blob, circle, ellipse, fmt, line, NO_STROKE, path, poly, rect, rotate, tube } from '../svg.js';
import type { ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';

/** Points of a star with `n` tips around (cx, cy), alternating outer and inner radius. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): number[] {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (i * Math.PI) / n - Math.PI / 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  }).flat();
}

const cloudShapes = [ellipse(0, -22, 44, 18), circle(-22, -40, 18), circle(6, -52, 26), circle(30, -36, 16)];

export const NATURE = {
  sun: {
    height: 20,
    draw: (o) => {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const at = (r: number, da: number) => [Math.cos(a + da) * r, -50 + Math.sin(a + da) * r];
        return poly([...at(34, -0.13), ...at(48, 0), ...at(34, 0.13)], COLORS.orange);
      }).join('');
      return rays + circle(0, -50, 31, paint(o.color, 'yellow')) + (o.mood ? face(0, -54, 24, o.mood) : '');
    },
  },
  moon: {
    height: 16,
    draw: (o) =>
      path('M4 -96A46 46 0 1 0 4 -4A54 54 0 0 1 4 -96Z', paint(o.color, 'yellow')) +
      circle(-24, -62, 5, '#000', ` opacity="0.08"${NO_STROKE}`) +
      circle(-16, -30, 4, '#000', ` opacity="0.08"${NO_STROKE}`),
  },
  fullmoon: {
    height: 16,
    draw: () =>
      circle(0, -50, 46, '#fff3c4') +
      circle(-16, -62, 9, '#000', ` opacity="0.07"${NO_STROKE}`) +
      circle(14, -34, 12, '#000', ` opacity="0.07"${NO_STROKE}`) +
      circle(18, -70, 5, '#000', ` opacity="0.07"${NO_STROKE}`),
  },
  star: {
    height: 7,
    draw: (o) => poly(starPoints(0, -50, 50, 21), paint(o.color, 'gold')),
  },
  cloud: {
    height: 13,
    draw: (o, sw) => blob(paint(o.color, 'white'), sw, cloudShapes) + (o.mood ? face(4, -40, 20, o.mood) : ''),
  },
  rain: {
    height: 22,
    draw: (o, sw) => {
      const drops = [-28, -6, 16, 36]
        .map((x, i) => path(`M${x} ${-34 + (i % 2) * 14}q-6 10 0 14q6 -4 0 -14Z`, COLORS.blue))
        .join('');
      return `<g transform="translate(0 -42) scale(0.9)">${blob(paint(o.color, 'grey'), sw / 0.9, cloudShapes)}</g>${drops}`;
    },
  },
  snowflake: {
    height: 7,
    draw: (_o, sw) => {
      const arms = Array.from(
        { length: 6 },
        (_, i) =>
          `<g transform="rotate(${i * 60} 0 -50)">${line(0, -50, 0, -95)}${line(0, -78, -11, -88)}${line(0, -78, 11, -88)}</g>`,
      ).join('');
      return `<g stroke="#7fb2e5" stroke-width="${fmt(sw * 2.2, 2)}">${arms}</g>`;
    },
  },
  rainbow: {
    height: 30,
    draw: (_o, sw) => {
      const bands = [COLORS.red, COLORS.orange, COLORS.yellow, COLORS.green, COLORS.blue, COLORS.purple]
        .map((c, i) => {
          const r = 96 - i * 9;
          return `<path d="M${-r} -4A${r} ${r} 0 0 1 ${r} -4" fill="none" stroke="${c}" stroke-width="9.5"/>`;
        })
        .join('');
      const puff = (x: number) =>
        blob('#fff', sw, [circle(x - 12, -10, 12), circle(x + 4, -16, 15), circle(x + 18, -8, 10)]);
      return bands + puff(-90) + puff(84);
    },
  },
  tree: {
    height: 48,
    draw: (o, sw) => {
      const leaves = paint(o.color, 'green');
      return (
        path('M-9 0L-7 -48H7L9 0Z', COLORS.brown) +
        blob(leaves, sw, [
          circle(0, -72, 26),
          circle(-22, -58, 19),
          circle(22, -58, 19),
          circle(-13, -86, 16),
          circle(13, -86, 16),
        ]) +
        circle(-10, -66, 5, shade(leaves, 0.85), NO_STROKE) +
        circle(12, -80, 4, shade(leaves, 0.85), NO_STROKE) +
        circle(14, -60, 4.5, shade(leaves, 0.85), NO_STROKE)
      );
    },
  },
  flower: {
    height: 12,
    draw: (o, sw) => {
      const petals = Array.from({ length: 6 }, (_, i) => {
        const a = (i * Math.PI) / 3;
        return circle(Math.cos(a) * 13, -72 + Math.sin(a) * 13, 10.5, paint(o.color, 'pink'));
      }).join('');
      return (
        tube('M0 0V-64', COLORS.green, 5, sw) +
        ellipse(10, -26, 11, 5, COLORS.green, rotate(-30, 10, -26)) +
        ellipse(-10, -38, 10, 4.5, COLORS.green, rotate(30, -10, -38)) +
        petals +
        // A yellow flower gets a brown middle, so a sunflower does not turn into one yellow blob.
        circle(0, -72, 9, o.color === 'yellow' ? COLORS.brown : COLORS.yellow)
      );
    },
  },
  plant: {
    height: 14,
    draw: (o, sw) => {
      const c = paint(o.color, 'green');
      const leaves = [
        [-1, -50],
        [1, -62],
        [-1, -74],
        [1, -86],
      ]
        .map(([side, y]) => ellipse(side! * 11, y!, 11, 5, c, rotate(side! * -25, side! * 11, y!)))
        .join('');
      return (
        tube('M0 -30V-92', shade(c, 0.85), 4, sw) +
        leaves +
        path('M-22 -32H22L16 0H-16Z', '#d9774a') +
        rect(-25, -38, 50, 9, '#c4663d', 3)
      );
    },
  },
  wheat: {
    height: 20,
    draw: (o, sw) => {
      const c = paint(o.color, 'gold');
      // Three stalks, each an ear of grain with a chevron pattern and a few whiskers on top.
      const stalk = (x: number, lean: number) => {
        const top = x + lean;
        const chevrons = [-94, -86, -78, -70].map((y) => `M${top - 5} ${y}l5 4l5 -4`).join('');
        return (
          tube(`M${x} 0Q${x} -40 ${top} -64`, shade(c, 0.8), 3, sw) +
          ellipse(top, -82, 7, 20, c) +
          path(`${chevrons}M${top} -102l-4 -10M${top} -102l4 -10`, 'none', ` stroke="${shade(c, 0.7)}"`)
        );
      };
      return stalk(-14, -6) + stalk(0, 0) + stalk(14, 6);
    },
  },
  leaf: {
    height: 7,
    draw: (o) => {
      const c = paint(o.color, 'green');
      return `<g${rotate(25, 0, -50)}>${path('M0 -2Q-34 -44 0 -98Q34 -44 0 -2Z', c)}${path('M0 -8V-86M0 -40L-12 -54M0 -56L12 -70', 'none', ` stroke="${shade(c, 0.7)}"`)}</g>`;
    },
  },
  snowman: {
    height: 28,
    draw: (o) => {
      const snow = '#fbfdff';
      return (
        line(-14, -52, -36, -64) +
        line(14, -52, 36, -66) +
        circle(0, -22, 22, snow) +
        circle(0, -53, 16, snow) +
        circle(0, -78, 12, snow) +
        rect(-15, -90, 30, 4, INK, 1) +
        rect(-10, -104, 20, 15, INK, 2) +
        rect(-12, -68, 24, 6, paint(o.color, 'red'), 3) +
        face(0, -80, 10, o.mood, -73) +
        poly([0, -78, 12, -76, 0, -74], COLORS.orange, NO_STROKE) +
        circle(0, -52, 2.2, INK, NO_STROKE) +
        circle(0, -44, 2.2, INK, NO_STROKE) +
        circle(0, -26, 2.2, INK, NO_STROKE)
      );
    },
  },
  umbrella: {
    height: 22,
    draw: (o, sw) => {
      const c = paint(o.color, 'yellow');
      const scallops = [30, 15, 0, -15, -30, -45].map((x) => `Q${x + 7.5} -68 ${x} -62`).join('');
      return (
        path('M0 -62V-8Q0 0 -7 0Q-13 0 -13 -6', 'none', ` stroke-width="${fmt(sw * 2.5, 2)}"`) +
        path(`M-45 -62A45 40 0 0 1 45 -62${scallops}Z`, c) +
        path('M0 -102Q-18 -80 -15 -62M0 -102Q18 -80 15 -62', 'none', ` stroke="${shade(c, 0.75)}"`) +
        circle(0, -103, 3, INK)
      );
    },
  },
  heart: {
    height: 9,
    draw: (o) =>
      path('M0 -8C-62 -46 -36 -98 0 -70C36 -98 62 -46 0 -8Z', paint(o.color, 'red')) +
      ellipse(-20, -66, 7, 4, '#fff', ` opacity="0.5"${NO_STROKE}${rotate(-40, -20, -66)}`),
  },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;
