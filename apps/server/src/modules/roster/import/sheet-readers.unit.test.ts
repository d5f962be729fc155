import { ROSTER_LIMITS } from '@lms/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import type { TableRow } from '../../../lib/spreadsheet/table-rows.js';
import { readTextRows } from '../../../lib/spreadsheet/text-rows.js';
import { readWorkbookRows } from '../../../lib/spreadsheet/workbook-rows.js';
import { csv, hundredThousandStudents, minimalXlsx, workbookOfSheet } from '../roster-test-files.js';
import { readStudentSheet } from './import-file.js';

const LIMIT = ROSTER_LIMITS.importMaxRows;

function allRows(read: (data: Buffer, take: (row: TableRow) => boolean) => void, data: Buffer): TableRow[] {
  const rows: TableRow[] = [];
  read(data, (row) => rows.push(row) > 0);
  return rows;
}

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Students'), book);
  book.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function refusal(read: () => unknown): string | undefined {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('reading an XLSX workbook', () => {
  it('gives each cell of the first sheet the text a spreadsheet shows for it', async () => {
    const data = await workbook((sheet) => {
      sheet.addRow([
        'Amy',
        { richText: [{ text: 'Li ' }, { font: { bold: true }, text: 'Wei' }] },
        912345678,
        true,
        { formula: '1+1', result: 2 },
        { formula: '"a"&"b"', result: 'ab' },
        new Date(Date.UTC(2024, 4, 6)),
        { text: 'our site', hyperlink: 'https://example.com' },
        { error: '#N/A' },
        'Tom & "Jerry" <3',
      ]);
      sheet.getCell('G1').numFmt = 'yyyy-mm-dd';
      sheet.getCell('A3').value = 'after a gap';
      sheet.getCell('C3').value = 'third column';
    });
    expect(allRows(readWorkbookRows, data)).toEqual([
      {
        row: 1,
        cells: ['Amy', 'Li Wei', '912345678', 'true', '2', 'ab', '2024-05-06', 'our site', '', 'Tom & "Jerry" <3'],
      },
      { row: 3, cells: ['after a gap', '', 'third column'] },
    ]);
  });

  it('reads dates of the 1904 date system, and inline text', async () => {
    const data = await workbook((sheet, book) => {
      book.properties.date1904 = true;
      sheet.addRow([new Date(Date.UTC(1999, 11, 31))]);
      sheet.getCell('A1').numFmt = 'd/m/yyyy';
    });
    expect(allRows(readWorkbookRows, data)).toEqual([{ row: 1, cells: ['1999-12-31'] }]);
    expect(allRows(readWorkbookRows, minimalXlsx([['Zoë', '007'], ['a < b']]))).toEqual([
      { row: 1, cells: ['Zoë', '7'] },
      { row: 2, cells: ['a < b'] },
    ]);
  });

  it('stops reading at the row the taker wants no more after', () => {
    const taken: number[] = [];
    readWorkbookRows(minimalXlsx(hundredThousandStudents()), ({ row }) => taken.push(row) <= LIMIT);
    expect(taken).toHaveLength(LIMIT + 1);
    expect(taken.at(-1)).toBe(LIMIT + 1);
  });

  it('refuses a sheet whose XML is not well formed', () => {
    for (const sheet of [
      '<worksheet><sheetData><row r="1"><c',
      '<worksheet><sheetData><row></sheetData></worksheet>',
    ]) {
      expect(
        refusal(() => allRows(readWorkbookRows, workbookOfSheet(sheet))),
        sheet,
      ).toBe('import.malformed');
    }
  });
});

describe('reading CSV', () => {
  it('keeps quoted cells whole across the pieces the text is parsed in', () => {
    const cells = Array.from({ length: 5_000 }, (_, i) => [
      `Name ${i}`,
      `line one\nline "two" ${i}`,
      'x'.repeat(i % 40),
    ]);
    expect(allRows(readTextRows, csv(cells)).map((row) => row.cells)).toEqual(cells);
  });

  it('stops parsing at the row the taker wants no more after', () => {
    const taken: number[] = [];
    readTextRows(csv(hundredThousandStudents()), ({ row }) => taken.push(row) <= LIMIT);
    expect(taken).toHaveLength(LIMIT + 1);
  });
});

describe('the row limit', () => {
  it('refuses a workbook of 100,000 rows under 1 MB, and the same as CSV, at the first row past the limit', () => {
    const data = minimalXlsx(hundredThousandStudents());
    expect(data.length).toBeLessThan(1024 * 1024);
    expect(refusal(() => readStudentSheet({ filename: 'students.xlsx', data }))).toBe('import.too_many_rows');
    expect(refusal(() => readStudentSheet({ filename: 'students.csv', data: csv(hundredThousandStudents()) }))).toBe(
      'import.too_many_rows',
    );
  });

  it('never reads past the first row over the limit: a broken rest of the file goes unseen', async () => {
    const rows = hundredThousandStudents().slice(0, LIMIT + 2);
    const padding = hundredThousandStudents().slice(1, 20_001);
    const sheetRows = (cells: string[][], from: number) =>
      cells
        .map(
          (row, i) =>
            `<row r="${from + i}">${row.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`,
        )
        .join('');
    const workbook = workbookOfSheet(
      `<worksheet><sheetData>${sheetRows(rows, 1)}<row><c><v>1</oops>${sheetRows(padding, LIMIT + 4)}</sheetData></worksheet>`,
    );
    const text = Buffer.concat([csv(rows), Buffer.from('\r\n"never closed,x\r\n'), csv(padding)]);
    for (const [filename, data] of [
      ['students.xlsx', workbook],
      ['students.csv', text],
    ] as const) {
      await expect(async () => readStudentSheet({ filename, data }), filename).rejects.toMatchObject({
        code: 'import.too_many_rows',
      });
    }
  });

  it('takes exactly the limit, blank rows not counted', () => {
    const rows = hundredThousandStudents().slice(0, LIMIT + 1);
    rows.splice(500, 0, ['', ' '], []);
    expect(readStudentSheet({ filename: 'students.xlsx', data: minimalXlsx(rows) })).toHaveLength(LIMIT);
    expect(readStudentSheet({ filename: 'students.csv', data: csv(rows) })).toHaveLength(LIMIT);
  });
});
