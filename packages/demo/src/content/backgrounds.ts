import { COLORS } from './palette.js';
import { circle, ellipse, fmt, line, NO_STROKE, path, poly, rect } from './svg.js';
import type { Background } from './types.js';

type Painter = (w: number, h: number) => string;

/** Vertical gradient from `top` to `bottom` filling the picture down to `until` (fraction of height). */
function sky(w: number, h: number, top: string, bottom: string, until = 1): string {
  return (
    `<defs><linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, w, h * until, 'url(#bg-sky)')}`
  );
}

/** Ground from `from` (fraction of height) down, with a gently curved top edge. */
function ground(w: number, h: number, from: number, color: string, bulge = 0.03): string {
  const y = h * from;
  return path(`M0 ${fmt(y)}Q${fmt(w / 2)} ${fmt(y - h * bulge)} ${fmt(w)} ${fmt(y)}V${fmt(h)}H0Z`, color);
}

/** Fixed scatter positions (percent of width and height) so decorations are the same on every render. */
const SCATTER: [number, number][] = [
  [6, 8],
  [18, 22],
  [29, 6],
  [41, 17],
  [52, 4],
  [63, 26],
  [74, 10],
  [86, 20],
  [94, 6],
  [12, 38],
  [35, 33],
  [58, 40],
  [81, 36],
  [24, 48],
  [68, 52],
  [47, 27],
  [90, 45],
  [3, 50],
];

/** Many small ovals as one path (arcs), which keeps starry or leafy backgrounds small. */
function ovals(points: [number, number][], rx: number, ry: number, fill: string): string {
  const d = points
    .map(
      ([x, y]) =>
        `M${fmt(x - rx)} ${fmt(y)}a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(rx * 2)} 0a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(-rx * 2)} 0`,
    )
    .join('');
  return path(d, fill, NO_STROKE);
}

/** The scatter positions in pixels, optionally only those above `maxY` percent. */
const scattered = (w: number, h: number, maxY = 100): [number, number][] =>
  SCATTER.filter(([, y]) => y <= maxY).map(([x, y]) => [(x * w) / 100, (y * h) / 100]);

/** Dots of two sizes so a starry sky or falling snow does not look like a grid. */
function dots(w: number, h: number, color: string, r: number, maxY = 100): string {
  const points = scattered(w, h, maxY);
  return (
    ovals(
      points.filter((_, i) => i % 2),
      r,
      r,
      color,
    ) +
    ovals(
      points.filter((_, i) => !(i % 2)),
      r * 1.6,
      r * 1.6,
      color,
    )
  );
}

const softCloud = (x: number, y: number, s: number) =>
  `<g fill="#fff" opacity="0.85">${ellipse(x, y, 60 * s, 18 * s)}${circle(x - 22 * s, y - 10 * s, 20 * s)}${circle(x + 12 * s, y - 16 * s, 26 * s)}</g>`;

const grassland = (w: number, h: number, top: string, bottom: string, hill: string, grass: string) =>
  sky(w, h, top, bottom, 0.7) +
  ellipse(w * 0.22, h * 0.68, w * 0.42, h * 0.16, hill) +
  ellipse(w * 0.82, h * 0.7, w * 0.45, h * 0.18, hill) +
  ground(w, h, 0.66, grass);

function waves(w: number, h: number, ys: number[], color: string): string {
  const step = w / 8;
  return ys
    .map((fy) => {
      const y = h * fy;
      const d = Array.from(
        { length: 8 },
        (_, i) =>
          `M${fmt(i * step + step * 0.2)} ${fmt(y)}q${fmt(step * 0.15)} ${fmt(-h * 0.015)} ${fmt(step * 0.3)} 0`,
      ).join('');
      return path(d, 'none', ` stroke="${color}" stroke-width="${fmt(h / 150)}" stroke-linecap="round"`);
    })
    .join('');
}

const indoor = (w: number, h: number, wall: string, floor: string) =>
  rect(0, 0, w, h, wall) +
  rect(0, h * 0.72, w, h * 0.28, floor) +
  rect(0, h * 0.7, w, h * 0.025, '#fff', 0, ' opacity="0.7"');

function windowFrame(w: number, h: number, x: number, y: number, ww: number, wh: number, pane: string): string {
  const [X, Y, W, H] = [x * w, y * h, ww * w, wh * h];
  return (
    rect(X - w * 0.01, Y - w * 0.01, W + w * 0.02, H + w * 0.02, '#fff') +
    rect(X, Y, W, H, pane) +
    `<g stroke="#fff" stroke-width="${fmt(w / 100)}">${line(X + W / 2, Y, X + W / 2, Y + H)}${line(X, Y + H / 2, X + W, Y + H / 2)}</g>`
  );
}

export const BACKGROUNDS: Record<Background, Painter> = {
  grass: (w, h) => grassland(w, h, '#8fd3ff', '#e3f5ff', '#a6d985', '#7cc46a'),
  pond: (w, h) =>
    grassland(w, h, '#8fd3ff', '#e3f5ff', '#a6d985', '#7cc46a') +
    ellipse(w * 0.68, h * 0.85, w * 0.28, h * 0.1, '#4aa3df', ` stroke="#5e9e4e" stroke-width="${fmt(h / 80)}"`) +
    waves(w, h, [0.82, 0.88], '#9fd3f5'),
  farm: (w, h) => {
    const posts = Array.from({ length: 9 }, (_, i) =>
      rect((i * w) / 8 - w * 0.008, h * 0.6, w * 0.016, h * 0.12, '#f4ead8'),
    ).join('');
    return (
      grassland(w, h, '#9ad8ff', '#eaf7ff', '#b2dd8c', '#86c86c') +
      rect(w * 0.8, h * 0.5, w * 0.12, h * 0.12, '#c9473c') +
      poly([w * 0.79, h * 0.5, w * 0.86, h * 0.42, w * 0.93, h * 0.5], '#8f2f28') +
      rect(0, h * 0.63, w, h * 0.014, '#f4ead8') +
      rect(0, h * 0.67, w, h * 0.014, '#f4ead8') +
      posts
    );
  },
  mountains: (w, h) =>
    sky(w, h, '#86c9f5', '#e6f4ff', 0.7) +
    poly([0, h * 0.66, w * 0.22, h * 0.24, w * 0.46, h * 0.66], '#8aa2c2') +
    poly([w * 0.3, h * 0.66, w * 0.62, h * 0.16, w * 0.94, h * 0.66], '#7b93b8') +
    poly([w * 0.55, h * 0.28, w * 0.62, h * 0.16, w * 0.69, h * 0.28, w * 0.64, h * 0.25, w * 0.6, h * 0.29], '#fff') +
    poly([w * 0.17, h * 0.33, w * 0.22, h * 0.24, w * 0.27, h * 0.33, w * 0.22, h * 0.31], '#fff') +
    ground(w, h, 0.64, '#7cc46a'),
  autumn: (w, h) => {
    const fallen = scattered(w, h).map(([x, y]): [number, number] => [x, h * 0.72 + y * 0.26]);
    return (
      grassland(w, h, '#a9d8f2', '#fbead0', '#d6b25a', '#c99a45') +
      ovals(
        fallen.filter((_, i) => i % 2),
        w * 0.012,
        h * 0.008,
        '#d9541e',
      ) +
      ovals(
        fallen.filter((_, i) => !(i % 2)),
        w * 0.012,
        h * 0.008,
        '#f0a02a',
      )
    );
  },
  snow: (w, h) =>
    sky(w, h, '#c9dcef', '#f2f7fc', 0.7) +
    ellipse(w * 0.25, h * 0.68, w * 0.45, h * 0.15, '#eef4fb') +
    ellipse(w * 0.8, h * 0.7, w * 0.45, h * 0.17, '#e8f0f9') +
    ground(w, h, 0.66, '#fbfdff') +
    dots(w, h, '#fff', h / 160),
  rain: (w, h) => {
    const streaks = scattered(w, h)
      .map(([x, y]) => `M${fmt(x)} ${fmt(y)}l${fmt(-w * 0.01)} ${fmt(h * 0.05)}`)
      .join('');
    return (
      grassland(w, h, '#8d9aa8', '#cdd6de', '#8fb878', '#6aa95a') +
      path(streaks, 'none', ` stroke="#6f9fd6" stroke-width="${fmt(h / 200)}" stroke-linecap="round"`)
    );
  },
  sunset: (w, h) =>
    sky(w, h, '#ff8f70', '#ffd98a', 0.7) +
    circle(w * 0.5, h * 0.66, h * 0.14, '#fff1b8', NO_STROKE) +
    ground(w, h, 0.66, '#4f8a4f'),
  night: (w, h) => sky(w, h, '#16224a', '#3d4f86') + dots(w, h, '#fff7c9', h / 260, 55) + ground(w, h, 0.68, '#2f5d3f'),
  forest: (w, h) => {
    const crowns = [0.04, 0.17, 0.3, 0.44, 0.58, 0.71, 0.85, 0.98]
      .map((x, i) => circle(w * x, h * (0.44 + (i % 3) * 0.04), h * (0.13 + (i % 2) * 0.03)))
      .join('');
    return (
      sky(w, h, '#9fd4f0', '#e8f6ff', 0.7) +
      `<g fill="#3f8a4e">${crowns}</g>` +
      rect(0, h * 0.52, w, h * 0.14, '#3f8a4e') +
      ground(w, h, 0.64, '#6fb35e', 0.02) +
      poly([w * 0.46, h * 0.64, w * 0.54, h * 0.64, w * 0.7, h, w * 0.3, h], '#c9a46b')
    );
  },
  storm: (w, h) => {
    const streaks = scattered(w, h)
      .map(([x, y]) => `M${fmt(x)} ${fmt(y)}l${fmt(-w * 0.02)} ${fmt(h * 0.08)}`)
      .join('');
    return (
      grassland(w, h, '#3d4759', '#6f7b8c', '#5a7a52', '#4b7d45') +
      path(streaks, 'none', ` stroke="#a9c4e6" stroke-width="${fmt(h / 180)}" stroke-linecap="round"`) +
      poly(
        [
          w * 0.62,
          h * 0.04,
          w * 0.55,
          h * 0.26,
          w * 0.6,
          h * 0.26,
          w * 0.54,
          h * 0.46,
          w * 0.68,
          h * 0.2,
          w * 0.63,
          h * 0.2,
          w * 0.7,
          h * 0.04,
        ],
        '#ffe66b',
      )
    );
  },
  sky: (w, h) =>
    sky(w, h, '#7cc5f7', '#e5f5ff') + softCloud(w * 0.2, h * 0.3, h / 600) + softCloud(w * 0.78, h * 0.7, h / 500),
  space: (w, h) =>
    rect(0, 0, w, h, '#141633') +
    dots(w, h, '#ffffff', h / 300) +
    circle(w * 0.82, h * 0.84, h * 0.05, '#3b3f73', NO_STROKE) +
    `<g transform="translate(0 ${fmt(h * 0.5)})">${dots(w, h * 0.5, '#fff3b0', h / 350)}</g>`,
  moon: (w, h) =>
    rect(0, 0, w, h, '#141633') +
    dots(w, h, '#ffffff', h / 300, 50) +
    ground(w, h, 0.66, '#b9bcc6', 0.05) +
    ovals(
      [
        [w * 0.18, h * 0.8],
        [w * 0.62, h * 0.92],
      ],
      w * 0.07,
      h * 0.025,
      '#9ea2ae',
    ) +
    ovals(
      [
        [w * 0.42, h * 0.74],
        [w * 0.86, h * 0.78],
      ],
      w * 0.04,
      h * 0.015,
      '#9ea2ae',
    ),
  sea: (w, h) =>
    sky(w, h, '#86cdf8', '#e8f7ff', 0.56) +
    rect(0, h * 0.55, w, h * 0.45, '#3a8fd6') +
    waves(w, h, [0.64, 0.76, 0.88], '#8cc8f2'),
  fog: (w, h) =>
    sky(w, h, '#c3cad1', '#e4e8ec', 0.56) +
    rect(0, h * 0.55, w, h * 0.45, '#7f97ab') +
    waves(w, h, [0.64, 0.76, 0.88], '#a9bccb') +
    rect(0, h * 0.3, w, h * 0.22, '#fff', 0, ' opacity="0.45"') +
    rect(0, h * 0.58, w, h * 0.16, '#fff', 0, ' opacity="0.35"'),
  beach: (w, h) =>
    sky(w, h, '#86cdf8', '#e8f7ff', 0.5) +
    rect(0, h * 0.48, w, h * 0.24, '#3f9be0') +
    waves(w, h, [0.56, 0.64], '#95cff5') +
    ground(w, h, 0.68, '#f3d99e', 0.04),
  underwater: (w, h) => {
    const weed = (x: number) =>
      path(
        `M${fmt(x)} ${fmt(h)}q${fmt(-w * 0.03)} ${fmt(-h * 0.1)} 0 ${fmt(-h * 0.2)}t0 ${fmt(-h * 0.2)}`,
        'none',
        ` stroke="#3e9e5a" stroke-width="${fmt(w / 70)}" stroke-linecap="round"`,
      );
    const bubbles = `<g fill="none" stroke="#d8f3ff" stroke-width="${fmt(h / 300)}">${scattered(w, h, 40)
      .map(([x, y]) => circle(x, y + h * 0.05, h / 70))
      .join('')}</g>`;
    return (
      sky(w, h, '#56c2ef', '#1d67ad') +
      ground(w, h, 0.86, '#e6cd92') +
      weed(w * 0.08) +
      weed(w * 0.93) +
      weed(w * 0.6) +
      bubbles
    );
  },
  pool: (w, h) => {
    // Back wall, poolside and water: swimmers stand low so the frame's bottom edge hides their legs.
    const lanes = [0.7, 0.82, 0.94]
      .map((f) =>
        path(
          `M0 ${fmt(h * f)}H${fmt(w)}`,
          'none',
          ` stroke="#e8504a" stroke-width="${fmt(h / 90)}" stroke-dasharray="${fmt(w / 40)} ${fmt(w / 40)}"`,
        ),
      )
      .join('');
    const tiles = [0.15, 0.3].map((y) => line(0, h * y, w, h * y)).join('');
    return (
      rect(0, 0, w, h * 0.46, '#e6f1f6') +
      `<g stroke="#fff" stroke-width="${fmt(h / 200)}">${tiles}</g>` +
      rect(0, h * 0.46, w, h * 0.16, '#d5dde2') +
      rect(0, h * 0.6, w, h * 0.4, '#48b6e6') +
      rect(0, h * 0.6, w, h * 0.02, '#fff') +
      lanes +
      waves(w, h, [0.66, 0.76, 0.88], '#8fdaf5')
    );
  },
  field: (w, h) => {
    const stripes = Array.from({ length: 6 }, (_, i) => rect((i * w) / 6, h * 0.5, w / 12, h * 0.5, '#6fbb5a')).join(
      '',
    );
    return (
      sky(w, h, '#8fd3ff', '#e3f5ff', 0.52) +
      rect(0, h * 0.5, w, h * 0.5, '#7cc46a') +
      stripes +
      `<g stroke="#fff" stroke-width="${fmt(h / 130)}" fill="none">${line(0, h * 0.6, w, h * 0.6)}${circle(w * 0.35, h * 0.8, h * 0.12)}</g>` +
      `<g stroke="#fff" stroke-width="${fmt(h / 90)}" fill="none">${path(`M${fmt(w * 0.8)} ${fmt(h * 0.64)}V${fmt(h * 0.38)}H${fmt(w)}`)}</g>` +
      `<g stroke="#fff" stroke-width="${fmt(h / 400)}" opacity="0.7">${[0.84, 0.88, 0.92, 0.96].map((x) => line(w * x, h * 0.38, w * x, h * 0.62)).join('')}${[0.44, 0.5, 0.56].map((y) => line(w * 0.8, h * y, w, h * y)).join('')}</g>`
    );
  },
  road: (w, h) =>
    grassland(w, h, '#8fd3ff', '#e3f5ff', '#a6d985', '#7cc46a') +
    rect(0, h * 0.72, w, h * 0.2, '#6d727a') +
    path(
      `M0 ${fmt(h * 0.82)}H${fmt(w)}`,
      'none',
      ` stroke="#fff" stroke-width="${fmt(h / 100)}" stroke-dasharray="${fmt(w / 20)} ${fmt(w / 30)}"`,
    ),
  city: (w, h) => {
    const blocks: [number, number, string][] = [
      [0, 0.3, '#9aa9c7'],
      [0.13, 0.18, '#b3a1c9'],
      [0.27, 0.36, '#8fb2c4'],
      [0.42, 0.22, '#c4a9a0'],
      [0.58, 0.32, '#a3b5d6'],
      [0.72, 0.14, '#b9a7c4'],
      [0.86, 0.28, '#98b8b0'],
    ];
    const buildings = blocks.map(([x, top, c]) => rect(w * x, h * top, w * 0.14, h * (0.64 - top), c)).join('');
    // All lit windows as one path: two columns per building, rows while they fit above the pavement.
    const windows = blocks
      .flatMap(([x, top]) =>
        [top + 0.06, top + 0.16, top + 0.26]
          .filter((y) => y < 0.56)
          .flatMap((y) =>
            [0.03, 0.08].map(
              (dx) => `M${fmt(w * (x + dx))} ${fmt(h * y)}h${fmt(w * 0.03)}v${fmt(h * 0.05)}h${fmt(-w * 0.03)}z`,
            ),
          ),
      )
      .join('');
    return (
      sky(w, h, '#9ad4fb', '#eef8ff', 0.64) +
      buildings +
      path(windows, '#fff3c4', NO_STROKE) +
      rect(0, h * 0.62, w, h * 0.08, '#d9d9d9') +
      rect(0, h * 0.7, w, h * 0.3, '#6d727a') +
      path(
        `M0 ${fmt(h * 0.85)}H${fmt(w)}`,
        'none',
        ` stroke="#fff" stroke-width="${fmt(h / 100)}" stroke-dasharray="${fmt(w / 20)} ${fmt(w / 30)}"`,
      )
    );
  },
  room: (w, h) =>
    indoor(w, h, '#fcebd3', '#c99566') +
    windowFrame(w, h, 0.08, 0.12, 0.22, 0.3, '#a9dcff') +
    rect(
      w * 0.68,
      h * 0.16,
      w * 0.16,
      h * 0.18,
      '#fff',
      0,
      ` stroke="${COLORS.brown}" stroke-width="${fmt(h / 100)}"`,
    ) +
    poly([w * 0.7, h * 0.32, w * 0.75, h * 0.22, w * 0.79, h * 0.32], COLORS.green, NO_STROKE) +
    circle(w * 0.8, h * 0.21, h * 0.025, COLORS.yellow, NO_STROKE),
  nightroom: (w, h) =>
    indoor(w, h, '#4b5180', '#5e4a3c') +
    windowFrame(w, h, 0.08, 0.12, 0.22, 0.3, '#1b2750') +
    ovals(
      [
        [w * 0.13, h * 0.18],
        [w * 0.25, h * 0.33],
        [w * 0.22, h * 0.2],
      ],
      h / 180,
      h / 180,
      '#fff7c9',
    ),
  kitchen: (w, h) => {
    const tiles = [0.12, 0.24, 0.36, 0.48, 0.6]
      .map((y) => line(0, h * y, w, h * y))
      .concat([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((x) => line(w * x, 0, w * x, h * 0.7)))
      .join('');
    return (
      indoor(w, h, '#e4f3ec', '#d9c3a0') +
      `<g stroke="#fff" stroke-width="${fmt(h / 200)}">${tiles}</g>` +
      windowFrame(w, h, 0.62, 0.1, 0.22, 0.26, '#a9dcff') +
      rect(w * 0.06, h * 0.3, w * 0.3, h * 0.02, COLORS.brown) +
      rect(w * 0.09, h * 0.2, w * 0.05, h * 0.1, '#f7c873', 4) +
      rect(w * 0.17, h * 0.22, w * 0.05, h * 0.08, '#9fd39b', 4)
    );
  },
  classroom: (w, h) =>
    indoor(w, h, '#f6eed8', '#b98b5e') +
    rect(w * 0.18, h * 0.08, w * 0.64, h * 0.36, COLORS.brown, 6) +
    rect(w * 0.2, h * 0.1, w * 0.6, h * 0.32, '#2f6b50') +
    `<text x="${fmt(w * 0.5)}" y="${fmt(h * 0.3)}" font-family="Comic Sans MS, Chalkboard, sans-serif" font-size="${fmt(h * 0.09)}" fill="#fff" opacity="0.85" text-anchor="middle">A B C 1 2 3</text>`,
  stage: (w, h) => {
    const folds = [0.3, 0.4, 0.5, 0.6, 0.7].map((x) => line(w * x, 0, w * x, h * 0.7)).join('');
    const planks = [0.8, 0.9].map((y) => line(0, h * y, w, h * y)).join('');
    return (
      rect(0, 0, w, h, '#7a1f2b') +
      `<g stroke="#5e1620" stroke-width="${fmt(w / 150)}">${folds}</g>` +
      path(`M0 0H${fmt(w * 0.22)}Q${fmt(w * 0.12)} ${fmt(h * 0.35)} ${fmt(w * 0.18)} ${fmt(h * 0.7)}H0Z`, '#b3283a') +
      path(
        `M${fmt(w)} 0H${fmt(w * 0.78)}Q${fmt(w * 0.88)} ${fmt(h * 0.35)} ${fmt(w * 0.82)} ${fmt(h * 0.7)}H${fmt(w)}Z`,
        '#b3283a',
      ) +
      rect(0, 0, w, h * 0.08, '#b3283a') +
      rect(0, h * 0.7, w, h * 0.3, '#b07a4a') +
      `<g stroke="#8d5f37" stroke-width="${fmt(h / 200)}">${planks}</g>` +
      ellipse(w * 0.5, h * 0.86, w * 0.3, h * 0.1, '#fff6c2', ' opacity="0.3"')
    );
  },
};
