import { TOPIC_COLORS } from './palette.js';
import { sceneMarkup } from './scene.js';
import { circle, escapeXml, fmt, rect, wrapWords } from './svg.js';
import type { ResourceSeed, SceneSpec } from './types.js';

const FONT = "'Nunito', 'Trebuchet MS', 'Verdana', sans-serif";

const svgOpen = (w: number, h: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">`;

const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${fmt(x)}" y="${fmt(y)}" font-family="${FONT}" font-size="${fmt(size)}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** One page illustration. Pages carry no text: the reader shows the sentences next to the picture. */
export function renderPageSvg(scene: SceneSpec, width = 800, height = 600): string {
  return `${svgOpen(width, height, 'Illustration')}${sceneMarkup(scene, width, height)}</svg>`;
}

/** The picture that represents a resource on its cover: a book's first page, a video's first sentence. */
function motif(resource: ResourceSeed): SceneSpec {
  return resource.type === 'book' ? resource.pages[0]!.scene : resource.video.subtitles[0]!.scene;
}

/** Title lines and a font size that fits them into `width`, at most three lines. */
function fitTitle(title: string, width: number, maxSize: number): { lines: string[]; size: number } {
  for (let size = maxSize; ; size -= 4) {
    // 0.56 em is a generous average glyph width for a bold sans-serif title.
    const lines = wrapWords(title, Math.floor(width / (size * 0.56)));
    if (lines.length <= 3 || size <= 24) return { lines, size };
  }
}

/** A portrait book cover (600 × 800): title, the first page's picture, level badge, author and publisher. */
function bookCover(resource: ResourceSeed & { type: 'book' }): string {
  const { light, deep } = TOPIC_COLORS[resource.topic];
  const { lines, size } = fitTitle(resource.resource_name, 480, 58);
  const firstBaseline = 150 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const title = lines
    .map((l, i) => text(300, firstBaseline + i * size * 1.1, size, deep, l, ' font-weight="800" text-anchor="middle"'))
    .join('');
  const spots = [
    [70, 60, 90],
    [560, 250, 70],
    [520, 760, 110],
    [40, 520, 60],
  ]
    .map(([x, y, r]) => circle(x!, y!, r!, deep, ' opacity="0.07"'))
    .join('');
  return (
    svgOpen(600, 800, `${resource.resource_name}, level ${resource.level}`) +
    rect(0, 0, 600, 800, light) +
    spots +
    rect(24, 24, 552, 752, 'none', 30, ` stroke="${deep}" stroke-width="6"`) +
    title +
    rect(44, 258, 512, 388, '#fff', 22, ' opacity="0.95"') +
    `<svg x="60" y="274" width="480" height="356" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">${sceneMarkup(motif(resource), 800, 600)}</svg>` +
    circle(112, 706, 52, deep) +
    text(112, 688, 16, '#fff', 'LEVEL', ' font-weight="700" text-anchor="middle" letter-spacing="2"') +
    text(112, 736, 50, '#fff', resource.level, ' font-weight="800" text-anchor="middle"') +
    text(540, 704, 24, deep, `by ${resource.author}`, ' font-weight="700" text-anchor="end"') +
    text(540, 736, 19, deep, resource.publisher, ' text-anchor="end" opacity="0.8"') +
    '</svg>'
  );
}

/** A 16:9 video poster (640 × 360): the first scene full-bleed, unit badge, play button and title bar. */
function videoPoster(resource: ResourceSeed & { type: 'video' }): string {
  const { deep } = TOPIC_COLORS[resource.topic];
  // One line on the title bar: shrink long titles rather than wrap them.
  const size = Math.min(30, 580 / (resource.resource_name.length * 0.56));
  return (
    svgOpen(640, 360, `${resource.resource_name}, unit ${resource.unit}`) +
    sceneMarkup(motif(resource), 640, 360) +
    rect(0, 296, 640, 64, deep, 0, ' opacity="0.9"') +
    text(24, 338, size, '#fff', resource.resource_name, ' font-weight="800"') +
    rect(16, 16, 104, 38, '#fff', 19) +
    text(68, 42, 20, deep, `Unit ${resource.unit}`, ' font-weight="800" text-anchor="middle"') +
    circle(320, 160, 42, '#fff', ' opacity="0.88"') +
    `<polygon points="306,138 306,182 344,160" fill="${deep}"/>` +
    '</svg>'
  );
}

/** Cover art for any resource: a book cover or a video poster. */
export function renderCoverSvg(resource: ResourceSeed): string {
  return resource.type === 'book' ? bookCover(resource) : videoPoster(resource);
}
