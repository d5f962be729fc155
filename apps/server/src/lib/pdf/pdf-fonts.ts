import { existsSync, readFileSync } from 'node:fs';
import type { Language } from '@lms/shared';
import type { FastifyBaseLogger } from 'fastify';
import type PDFDocument from 'pdfkit';

/**
 * pdfkit's built-in fonts draw Latin only. Names in Chinese, Japanese, Korean and Thai need
 * system fonts: Noto Sans CJK (Debian package fonts-noto-cjk) and a Thai font (fonts-thai-tlwg
 * or Noto Sans Thai). Without them a PDF (login cards, reports) is still written, with
 * the characters the built-in font cannot draw left out, and a warning in the log says which
 * package is missing.
 */
const SYSTEM_FONTS = {
  cjk: {
    package: 'fonts-noto-cjk',
    candidates: [
      { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKtc-Regular' },
      { file: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKtc-Regular' },
      { file: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKtc-Regular' },
    ],
  },
  thai: {
    package: 'fonts-thai-tlwg',
    candidates: [
      { file: '/usr/share/fonts/truetype/tlwg/Loma.ttf' },
      { file: '/usr/share/fonts/opentype/tlwg/Loma.otf' },
      { file: '/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf' },
    ],
  },
} as const;
type Script = keyof typeof SYSTEM_FONTS;

export interface LoadedFont {
  data: Buffer;
  postscriptName?: string;
}

/** The fonts a PDF can use; loaded once per process because the CJK collection is large. */
export type PdfFonts = Record<Script, LoadedFont | null>;

let loaded: PdfFonts | undefined;

export function pdfFonts(log: FastifyBaseLogger): PdfFonts {
  if (loaded) return loaded;
  const load = (script: Script): LoadedFont | null => {
    const { candidates } = SYSTEM_FONTS[script];
    const found = candidates.find((candidate) => existsSync(candidate.file));
    if (!found) {
      log.warn(
        { package: SYSTEM_FONTS[script].package },
        `No ${script} font found: PDFs leave out ${script} characters until the package is installed`,
      );
      return null;
    }
    return {
      data: readFileSync(found.file),
      postscriptName: 'postscriptName' in found ? found.postscriptName : undefined,
    };
  };
  loaded = { cjk: load('cjk'), thai: load('thai') };
  return loaded;
}

/** The font a run of text is drawn with: a registered system font, or the built-in Helvetica. */
export type RunFont = 'cjk' | 'thai' | 'Helvetica';

export interface TextRun {
  font: RunFont;
  text: string;
}

// The characters Helvetica's WinAnsi encoding can draw.
const WIN_ANSI =
  /[\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;
const THAI = /[\u0e00-\u0e7f]/;

/** The languages written with Chinese characters, whose documents draw Latin with the CJK font too. */
const CJK_LANGUAGES: ReadonlySet<Language> = new Set(['zh-TW', 'ja-JP', 'ko-KR']);

/** The fonts of one document: the system fonts, and whether its language draws Latin with the CJK font. */
export interface DocumentFonts extends PdfFonts {
  latinInCjk: boolean;
}

export function documentFonts(fonts: PdfFonts, language: Language): DocumentFonts {
  return { ...fonts, latinInCjk: CJK_LANGUAGES.has(language) };
}

/**
 * Splits text into runs that one font can draw: Thai in the Thai font; in a Chinese, Japanese or
 * Korean document everything else in the CJK font (which also has Latin, Greek and Cyrillic); in
 * any other document Latin letters and their punctuation in Helvetica, which draws an apostrophe
 * or a middle dot at their Latin width (the CJK font draws them full-width), and the rest (a
 * Chinese name) in the CJK font. A character no available font can draw is left out rather than
 * printed as a wrong glyph.
 */
export function textRuns(text: string, fonts: DocumentFonts): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    let font: RunFont | null;
    if (THAI.test(char)) font = fonts.thai ? 'thai' : null;
    else if (fonts.cjk && (fonts.latinInCjk || !WIN_ANSI.test(char))) font = 'cjk';
    else font = WIN_ANSI.test(char) ? 'Helvetica' : null;
    if (font === null) continue;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

/** The Noto CJK collection's face for each language's way of drawing shared characters. */
const CJK_FACES: Partial<Record<Language, string>> = {
  'ja-JP': 'NotoSansCJKjp-Regular',
  'ko-KR': 'NotoSansCJKkr-Regular',
  'zh-TW': 'NotoSansCJKtc-Regular',
};

/**
 * Registers the system fonts found under the names `textRuns` gives ('cjk', 'thai'); from the
 * Noto CJK collection, the face that draws Chinese characters as the document's language does.
 */
export function registerFonts(doc: Doc, fonts: PdfFonts, language?: Language): void {
  const face = language && fonts.cjk?.postscriptName?.startsWith('NotoSansCJK') ? CJK_FACES[language] : undefined;
  if (fonts.cjk) doc.registerFont('cjk', fonts.cjk.data, face ?? fonts.cjk.postscriptName);
  if (fonts.thai) doc.registerFont('thai', fonts.thai.data, fonts.thai.postscriptName);
}

/** The document's bytes once `doc.end()` has been called. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
