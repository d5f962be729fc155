import type { Language } from '@lms/shared';
import PDFDocument from 'pdfkit';
import { type DocumentFonts, documentFonts, type PdfFonts, pdfBytes, registerFonts } from '../../lib/pdf/pdf-fonts.js';
import { drawLine, textWidth } from '../../lib/pdf/pdf-text.js';
import type { Cell } from '../../lib/spreadsheet/spreadsheet.js';
import type { ReportDocument, ReportTable } from './report-document.js';
import { REPORT_TEXTS } from './report-texts.js';

type Doc = InstanceType<typeof PDFDocument>;

// A4 portrait in points; the footer sits in the bottom margin.
const PAGE = { width: 595.28, height: 841.89, margin: 40, footer: 24 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const SIZE = { title: 16, heading: 12, cell: 8.5, footer: 8 };
/** Line height as a multiple of the font size: room for Thai marks above and below the line. */
const LEADING = 1.45;
const CELL_PAD = { x: 4, y: 3 };
/** No column narrower than this (points), none wider than this before the table is fitted to the page. */
const COLUMN = { min: 42, max: 220 };
const COLOURS = { text: '#1a1a1a', muted: '#555555', rule: '#9a9a9a', headerFill: '#e6e6e6' };

const cellText = (cell: Cell) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);

const OPENING = /^[\p{Ps}\p{Pi}]+$/u;
const CLOSING = /^[\p{Pe}\p{Pf}\p{Po}]+$/u;

/**
 * The pieces a line may break between: words as the language segments them (Thai, Chinese and
 * Japanese have no spaces), with opening punctuation kept on the next word and closing
 * punctuation on the one before, so no line starts with "）" or "、".
 */
function breakUnits(text: string, language: Language): string[] {
  const units: string[] = [];
  let opening = '';
  for (const { segment } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    if (OPENING.test(segment)) opening += segment;
    else if (CLOSING.test(segment) && units.length > 0 && opening === '') units[units.length - 1] += segment;
    else {
      units.push(opening + segment);
      opening = '';
    }
  }
  if (opening !== '') units.push(opening);
  return units;
}

/** Breaks text into lines no wider than `width`: between break units, inside one only when it alone is too wide. */
function wrap(doc: Doc, fonts: DocumentFonts, text: string, size: number, width: number, language: Language): string[] {
  const graphemes = new Intl.Segmenter(language, { granularity: 'grapheme' });
  const fits = (line: string) => textWidth(doc, fonts, line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const unit of breakUnits(paragraph, language)) {
      if (fits(line + unit)) {
        line += unit;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = unit.trimStart();
      if (fits(line)) continue;
      // A word wider than the column: broken between its characters.
      const characters = [...graphemes.segment(line)].map((g) => g.segment);
      line = '';
      for (const character of characters) {
        if (line !== '' && !fits(line + character)) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Column widths: each as wide as its longest text when the page allows. Otherwise each column
 * gets at least its longest cell (a header may wrap between words), and the room left is shared
 * by how much more each would take.
 */
function columnWidths(doc: Doc, fonts: DocumentFonts, table: ReportTable, language: Language): number[] {
  const measure = (text: string) => Math.min(COLUMN.max, textWidth(doc, fonts, text, SIZE.cell) + 2 * CELL_PAD.x + 1);
  const cells = table.header.map((_, index) => table.rows.map((row) => measure(cellText(row[index] ?? ''))));
  const desired = table.header.map((header, index) => Math.max(COLUMN.min, measure(header), ...cells[index]!));
  if (sum(desired) <= CONTENT_WIDTH) return desired;
  const least = table.header.map((header, index) =>
    Math.max(COLUMN.min, ...breakUnits(header, language).map(measure), ...cells[index]!),
  );
  const spare = CONTENT_WIDTH - sum(least);
  if (spare < 0) return least.map((width) => (width * CONTENT_WIDTH) / sum(least));
  const wanted = sum(desired) - sum(least);
  return least.map((width, index) => width + (spare * (desired[index]! - width)) / wanted);
}

class ReportWriter {
  private y = PAGE.margin;
  private readonly lineHeight = SIZE.cell * LEADING;

  constructor(
    private readonly doc: Doc,
    private readonly fonts: DocumentFonts,
    private readonly language: Language,
  ) {}

  newPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private room(height: number) {
    return this.y + height <= BOTTOM;
  }

  title(text: string) {
    for (const line of wrap(this.doc, this.fonts, text, SIZE.title, CONTENT_WIDTH, this.language)) {
      drawLine(this.doc, this.fonts, line, PAGE.margin, this.y, SIZE.title, COLOURS.text);
      this.y += SIZE.title * LEADING;
    }
    this.y += 6;
  }

  table(table: ReportTable, empty: string) {
    const { doc, fonts } = this;
    const headingHeight = SIZE.heading * LEADING + 4;
    // A heading is never left alone at the foot of a page.
    if (!this.room(headingHeight + 2 * (this.lineHeight + 2 * CELL_PAD.y))) this.newPage();
    drawLine(doc, fonts, table.title, PAGE.margin, this.y, SIZE.heading, COLOURS.text);
    this.y += headingHeight;
    if (table.rows.length === 0) {
      drawLine(doc, fonts, empty, PAGE.margin, this.y, SIZE.cell, COLOURS.muted);
      this.y += this.lineHeight + 12;
      return;
    }
    const widths = columnWidths(doc, fonts, table, this.language);
    // Columns of numbers are aligned right, their header too.
    const right = table.header.map((_, index) =>
      table.rows.every((row) => typeof row[index] === 'number' || row[index] === ''),
    );
    this.row(table.header, widths, right, true);
    for (const row of table.rows) {
      if (!this.room(this.rowHeight(row, widths))) {
        this.newPage();
        this.row(table.header, widths, right, true);
      }
      this.row(row, widths, right, false);
    }
    this.y += 14;
  }

  private cellLines(row: readonly Cell[], widths: number[]) {
    // A cell taller than a page is cut to what a page holds.
    const most = Math.floor((BOTTOM - PAGE.margin - 2 * CELL_PAD.y) / this.lineHeight) - 2;
    return widths.map((width, index) =>
      wrap(this.doc, this.fonts, cellText(row[index] ?? ''), SIZE.cell, width - 2 * CELL_PAD.x, this.language).slice(
        0,
        most,
      ),
    );
  }

  private rowHeight(row: readonly Cell[], widths: number[]) {
    const lines = Math.max(1, ...this.cellLines(row, widths).map((cell) => cell.length));
    return lines * this.lineHeight + 2 * CELL_PAD.y;
  }

  private row(row: readonly Cell[], widths: number[], right: boolean[], header: boolean) {
    const { doc, fonts } = this;
    const lines = this.cellLines(row, widths);
    const height = Math.max(1, ...lines.map((cell) => cell.length)) * this.lineHeight + 2 * CELL_PAD.y;
    const width = widths.reduce((a, b) => a + b, 0);
    if (header) doc.rect(PAGE.margin, this.y, width, height).fill(COLOURS.headerFill);
    let x = PAGE.margin;
    lines.forEach((cellLines, index) => {
      cellLines.forEach((line, n) => {
        const indent = right[index] ? widths[index]! - 2 * CELL_PAD.x - textWidth(doc, fonts, line, SIZE.cell) : 0;
        drawLine(
          doc,
          fonts,
          line,
          x + CELL_PAD.x + indent,
          this.y + CELL_PAD.y + n * this.lineHeight,
          SIZE.cell,
          COLOURS.text,
        );
      });
      x += widths[index]!;
    });
    doc
      .moveTo(PAGE.margin, this.y + height)
      .lineTo(PAGE.margin + width, this.y + height)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    this.y += height;
  }

  /** Page numbers in each page's bottom margin, once every page is written. */
  footers(label: (n: number, of: number) => string) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing in the margin would otherwise start a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const text = label(i - range.start + 1, range.count);
      const x = PAGE.width - PAGE.margin - textWidth(doc, this.fonts, text, SIZE.footer);
      drawLine(doc, this.fonts, text, x, PAGE.height - PAGE.footer, SIZE.footer, COLOURS.muted);
      doc.page.margins.bottom = margin;
    }
  }
}

/** A report as an A4 PDF: its title, then each table with its heading, header rows repeated on each page. */
export function renderReportPdf(report: ReportDocument, language: Language, fonts: PdfFonts): Promise<Buffer> {
  const texts = REPORT_TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: report.title },
    lang: language,
  });
  registerFonts(doc, fonts, language);
  const finished = pdfBytes(doc);
  const writer = new ReportWriter(doc, documentFonts(fonts, language), language);
  writer.newPage();
  writer.title(report.title);
  for (const table of report.tables) writer.table(table, texts.empty);
  writer.footers(texts.page);
  doc.end();
  return finished;
}
