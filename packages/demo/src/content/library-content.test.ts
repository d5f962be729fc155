import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPackages, contentPaths, renderCoverSvg, renderPageSvg, writeLibraryContent } from './index.js';
import { countWords, LEVEL_TEXT_LIMITS } from './levels.js';
import { VIDEO_SOURCE_DIR } from './paths.js';
import { type BookSeed, LEVELS, type ResourceSeed, TOPICS, type VideoSeed } from './types.js';
import { toWebVtt } from './vtt.js';

const resources: ResourceSeed[] = contentPackages.flatMap((p) => p.resources);
const books = resources.filter((r): r is BookSeed => r.type === 'book');
const videos = resources.filter((r): r is VideoSeed => r.type === 'video');

/** Seconds of an MP4 from its movie header ('mvhd' box): timescale and duration, version 0 or 1 layout. */
function mp4Duration(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd');
  const version = mp4[at + 4];
  const timescale = mp4.readUInt32BE(at + (version === 1 ? 24 : 16));
  const duration = version === 1 ? Number(mp4.readBigUInt64BE(at + 28)) : mp4.readUInt32BE(at + 20);
  return duration / timescale;
}

const TAG = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/;
const ENTITY_OR_TEXT = /^(?:[^&<]|&(?:amp|lt|gt|quot|apos);)*$/;

/**
 * A light XML well-formedness check: tags nest and close, attributes are quoted and unique, text is
 * escaped. Returns the problems found, so a whole picture costs one assertion.
 */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const token of svg.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (!ENTITY_OR_TEXT.test(token)) problems.push(`unescaped text: ${token}`);
      continue;
    }
    const m = TAG.exec(token);
    if (!m) {
      problems.push(`malformed tag: ${token}`);
      continue;
    }
    const [, closing, name, attrs, selfClosing] = m;
    const attributes = [...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)];
    if (attributes.some((a) => !ENTITY_OR_TEXT.test(a[2]!))) problems.push(`unescaped attribute: ${token}`);
    if (new Set(attributes.map((a) => a[1])).size !== attributes.length) problems.push(`duplicate attribute: ${token}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) stack.push(name!);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('root is not an SVG element');
  return problems;
}

describe('catalogue', () => {
  it('has at least three packages with unique keys and names', () => {
    expect(contentPackages.length).toBeGreaterThanOrEqual(3);
    expect(new Set(contentPackages.map((p) => p.key)).size).toBe(contentPackages.length);
    for (const p of contentPackages) {
      expect(p.name.trim()).not.toBe('');
      expect(p.description.trim()).not.toBe('');
      expect(p.resources.length).toBeGreaterThan(0);
    }
  });

  it('has at least 60 books covering every level and 20 videos covering units 1–10', () => {
    expect(books.length).toBeGreaterThanOrEqual(60);
    expect(new Set(books.map((b) => b.level))).toEqual(new Set(LEVELS));
    expect(videos.length).toBeGreaterThanOrEqual(20);
    expect(new Set(videos.map((v) => v.unit))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('uses unique slug keys and complete metadata', () => {
    expect(new Set(resources.map((r) => r.key)).size).toBe(resources.length);
    for (const r of resources) {
      expect(r.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(TOPICS).toContain(r.topic);
      for (const field of [r.resource_name, r.publisher, r.author, r.information]) expect(field.trim()).not.toBe('');
      expect([undefined, 'echo_book']).toContain(r.note);
    }
    expect(books.some((b) => b.note === 'echo_book')).toBe(true);
    expect(books.some((b) => b.information.includes('http'))).toBe(true);
    expect(new Set(resources.map((r) => r.topic)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('books', () => {
  it.each(books.map((b) => [b.key, b] as const))('%s has 8–12 pages of text within its level', (_, book) => {
    const limits = LEVEL_TEXT_LIMITS[book.level];
    expect(book.pages.length).toBeGreaterThanOrEqual(8);
    expect(book.pages.length).toBeLessThanOrEqual(12);
    for (const { sentences } of book.pages) {
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(Math.min(3, limits.sentencesPerPage));
      for (const sentence of sentences) {
        expect(sentence, 'starts with a capital, ends with punctuation').toMatch(/^'?[A-Z0-9].*[.!?]'?$/);
        expect(sentence, 'single spaces, no stray whitespace').not.toMatch(/\s{2}|^\s|\s$|\s[,.!?]/);
        expect(countWords(sentence), sentence).toBeLessThanOrEqual(limits.wordsPerSentence);
      }
    }
  });
});

describe('videos', () => {
  it.each(videos.map((v) => [v.key, v] as const))(
    '%s has a small faststart clip matching its subtitles',
    async (_, video) => {
      const { file, duration_s, subtitles } = video.video;
      expect(Number.isInteger(video.unit) && video.unit >= 1 && video.unit <= 10).toBe(true);
      expect(duration_s).toBeGreaterThanOrEqual(8);
      expect(duration_s).toBeLessThanOrEqual(20);

      const mp4 = await readFile(join(VIDEO_SOURCE_DIR, file));
      expect(mp4.length).toBeLessThanOrEqual(150 * 1024);
      expect(Math.abs(mp4Duration(mp4) - duration_s)).toBeLessThan(0.1);
      // +faststart puts the index ('moov') before the media data, so browsers can start and seek early.
      expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

      expect(subtitles.length).toBeGreaterThanOrEqual(3);
      let previousEnd = 0;
      for (const s of subtitles) {
        expect(s.start).toBeGreaterThanOrEqual(previousEnd);
        expect(s.end).toBeGreaterThan(s.start);
        expect(s.text).toMatch(/^[A-Z].*[.!?]$/);
        previousEnd = s.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(duration_s);

      expect(JSON.parse(video.information).download_link).toBe(contentPaths(video).video);
    },
  );

  it('turns subtitles into WebVTT', () => {
    const vtt = toWebVtt(videos[0]!.video.subtitles);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.500 --> ')).toBe(true);
    expect(vtt.match(/-->/g)?.length).toBe(videos[0]!.video.subtitles.length);
  });
});

describe('illustrations', () => {
  it('renders every page, cover and poster as small, well-formed, repeatable SVG', () => {
    const svgs = [
      ...resources.map((r) => () => renderCoverSvg(r)),
      ...books.flatMap((b) => b.pages.map((p) => () => renderPageSvg(p.scene))),
      ...videos.flatMap((v) => v.video.subtitles.map((s) => () => renderPageSvg(s.scene, 640, 360))),
    ];
    for (const render of svgs) {
      const svg = render();
      expect(svg.length).toBeLessThan(8 * 1024);
      expect(xmlProblems(svg)).toEqual([]);
      expect(render()).toBe(svg);
    }
  });

  it('escapes text', () => {
    const svg = renderCoverSvg({ ...books[0]!, resource_name: 'Cats & <Dogs>', author: 'A "B" C' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Cats &amp; &lt;Dogs&gt;');
  });
});

describe('writeLibraryContent', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes every cover, page, clip, subtitle track and poster, and rewrites nothing on a second run', async () => {
    dir = await mkdtemp(join(tmpdir(), 'library-content-'));
    const expected = books.reduce((n, b) => n + 1 + b.pages.length, 0) + videos.length * 3;
    expect(await writeLibraryContent(dir)).toEqual({ files: expected });

    const written = await readdir(dir, { recursive: true, withFileTypes: true });
    expect(written.filter((e) => e.isFile()).length).toBe(expected);
    for (const r of resources) {
      const paths = contentPaths(r);
      for (const path of [paths.cover, ...paths.pages, paths.video, paths.vtt].filter((p): p is string => p !== null)) {
        expect((await stat(join(dir, path))).size, path).toBeGreaterThan(0);
      }
    }

    const probe = join(dir, contentPaths(books[0]!).pages[0]!);
    const before = (await stat(probe)).mtimeMs;
    expect(await writeLibraryContent(dir)).toEqual({ files: expected });
    expect((await stat(probe)).mtimeMs).toBe(before);
  });
});
