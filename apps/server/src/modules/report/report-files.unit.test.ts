import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@lms/shared';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from '../../lib/pdf/pdf-fonts.js';
import { writeSpreadsheet } from '../../lib/spreadsheet/spreadsheet.js';
import { fixtureDashboard, fixtureStudentPage } from './report.fixtures.js';
import { renderReportPdf } from './report.pdf.js';
import { classReport, type ReportFrame, studentReport } from './report-content.js';
import { reportSheets } from './report-files.js';
import { REPORT_TEXTS } from './report-texts.js';

const today = new Date(2026, 10, 23, 15, 0);
const students = [
  { stuid: 1, username: 'Amy Chen 陳艾美' },
  { stuid: 2, username: 'สมชาย ใจดี' },
  { stuid: 3, username: '김민준' },
  { stuid: 4, username: '佐藤はな' },
];
const frame = (language: Language): ReportFrame => ({
  className: 'Class 3B 三年乙班 · Ms Lin’s',
  window: 'last6',
  language,
  madeAt: today,
  keptUntil: new Date(today.getTime() + 24 * 3600_000),
});
const classDocument = (language: Language) =>
  classReport(frame(language), {
    dashboard: fixtureDashboard(today, students),
    students: students.map((s, i) => fixtureStudentPage(today, s, i)),
  });
const studentDocument = (language: Language) =>
  studentReport(frame(language), fixtureStudentPage(today, students[1]!, 1));

const fonts = pdfFonts(pino({ level: 'silent' }));
/** PNGs of every page land here when set, to be looked at. */
const pngDir = process.env.REPORT_PNG_DIR;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
}

describe('report files', () => {
  it('windows a student page by records: the latest 6 days, assignments or quizzes, or the last 30 days', () => {
    const page = fixtureStudentPage(today, students[0]!);
    const last6 = studentReport(frame('en-US'), page);
    const history = last6.tables.find((t) => t.title === 'Reading history')!;
    // Nine sessions four days apart, one a day: the latest six days.
    expect(history.rows).toHaveLength(6);
    const thirty = studentReport({ ...frame('en-US'), window: '30d' }, page);
    // Days 0, 4, … 28 are within the last 30 days (today included); 32 is not.
    expect(thirty.tables.find((t) => t.title === 'Reading history')!.rows).toHaveLength(8);
    // The upcoming assignment is no record yet.
    expect(last6.tables.find((t) => t.title === 'Assignment completion')!.rows.map((r) => r[3])).toEqual([
      'Complete',
      'Missed',
      'Incomplete',
    ]);
  });

  it('writes the class report as XLSX: one sheet per table, numbers as numbers, in the language asked for', async () => {
    const file = await writeSpreadsheet('xlsx', reportSheets(classDocument('ja-JP')));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data as unknown as ArrayBuffer);
    const texts = REPORT_TEXTS['ja-JP'];
    expect(book.worksheets.map((s) => s.name)).toEqual([
      texts.overview.title,
      texts.section.minutes,
      texts.section.completed,
      texts.section.assignments,
      texts.section.echo,
      texts.section.active,
      texts.section.levels,
      texts.section.popular,
      texts.section.overlooked,
      texts.section.attention,
      texts.section.students,
    ]);
    const roster = book.getWorksheet(texts.section.students)!;
    expect(roster.getRow(1).values).toContain(texts.column.echoAverage);
    expect(roster.rowCount).toBe(1 + students.length);
    const amy = roster.getRows(2, 4)!.find((row) => row.getCell(1).value === 'Amy Chen 陳艾美')!;
    // Minutes in all, and one of two assignments missed within the window.
    expect(amy.getCell(2).value).toBe(340);
    expect(amy.getCell(5).value).toBe(1);
    expect(amy.getCell(6).value).toBe(1);
    expect(amy.getCell(7).value).toBe(79);
    const minutes = book.getWorksheet(texts.section.minutes)!;
    expect(minutes.getRow(2).getCell(1).value).toBe('2026.11.14');
  });

  it.each(LANGUAGES)('draws the class and student reports as PDF in %s with its fonts embedded', async (language) => {
    const texts = REPORT_TEXTS[language];
    for (const [kind, document] of [
      ['class', classDocument(language)],
      ['student', studentDocument(language)],
    ] as const) {
      const pdf = await renderReportPdf(document, language, fonts);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      const flat = text.replace(/\s+/g, '');
      for (const words of [texts.section.attention, texts.section.history, texts.overview.title]) {
        if (kind === 'class' && words === texts.section.history) continue;
        if (kind === 'student' && words === texts.section.attention) continue;
        expect(flat).toContain(words.replace(/\s+/g, ''));
      }
      expect(flat).toContain('Class3B三年乙班');
      // When it was made, as the product writes dates in every language: Gregorian years in Thai too.
      expect(text).toContain('2026.11.23 15:00');
      if (!['zh-TW', 'ja-JP', 'ko-KR'].includes(language)) {
        // Latin punctuation at its Latin width, not drawn full-width by the CJK font.
        expect(text).toContain('· Ms Lin’s');
        expect(text).not.toContain('・');
      }
      if (kind === 'student') expect(flat).toContain('สมชายใจดี');
      expect(flat).toContain(texts.page(1, 2).replace(/\s+/g, '').slice(0, 2));
      const dir = mkdtempSync(join(tmpdir(), 'report-fonts-'));
      writeFileSync(join(dir, 'r.pdf'), pdf);
      const embedded = execFileSync('pdffonts', [join(dir, 'r.pdf')], { encoding: 'utf8' });
      expect(embedded).toMatch(/NotoSansCJK\w*-Regular/);
      expect(embedded).toMatch(/Loma/);
      if (pngDir) {
        mkdirSync(pngDir, { recursive: true });
        execFileSync('pdftoppm', ['-png', '-r', '80', join(dir, 'r.pdf'), join(pngDir, `${kind}-${language}`)]);
        expect(readdirSync(pngDir).some((name) => name.startsWith(`${kind}-${language}`))).toBe(true);
      }
    }
  });
});
