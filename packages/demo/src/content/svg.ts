/** Small builders for SVG markup. Numbers are rounded so output is short and byte-for-byte repeatable. */

export function fmt(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** Extra attributes for any shape, e.g. `NO_STROKE` or a transform. */
export const NO_STROKE = ' stroke="none"';

const fillAttr = (fill: string | undefined) => (fill ? ` fill="${fill}"` : '');

export const circle = (cx: number, cy: number, r: number, fill?: string, extra = '') =>
  `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${fillAttr(fill)}${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill?: string, extra = '') =>
  `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}"${fillAttr(fill)}${extra}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill?: string, rx = 0, extra = '') =>
  `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}"${rx ? ` rx="${fmt(rx)}"` : ''}${fillAttr(fill)}${extra}/>`;

export const path = (d: string, fill?: string, extra = '') => `<path d="${d}"${fillAttr(fill)}${extra}/>`;

export const poly = (points: number[], fill?: string, extra = '') =>
  `<polygon points="${points.map((p) => fmt(p)).join(' ')}"${fillAttr(fill)}${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, extra = '') =>
  `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${extra}/>`;

export const rotate = (deg: number, cx: number, cy: number) => ` transform="rotate(${fmt(deg)} ${fmt(cx)} ${fmt(cy)})"`;

/**
 * Overlapping shapes drawn as one outlined silhouette (a cloud, a tree top): the outline pass uses a
 * double-width stroke whose inner half the fill pass then covers. `sw` is the current outline width.
 */
export function blob(fill: string, sw: number, shapes: string[]): string {
  const inner = shapes.join('');
  return `<g fill="${fill}" stroke-width="${fmt(sw * 2, 2)}">${inner}</g><g fill="${fill}" stroke="none">${inner}</g>`;
}

/** A thick coloured stroke with an outline (tails, stems, handles): outline pass, then colour pass. */
export function tube(d: string, color: string, width: number, sw: number): string {
  return (
    `<path d="${d}" fill="none" stroke-width="${fmt(width + sw * 2, 2)}"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width, 2)}"/>`
  );
}

/** Greedy word wrap for titles; SVG text has no wrapping of its own. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
