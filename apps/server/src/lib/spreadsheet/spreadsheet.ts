import type { FileFormat } from '@lms/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { neutraliseFormula } from './formula-guard.js';

/** A cell's value: text, or a number the spreadsheet program can count with. */
export type Cell = string | number;

export interface Sheet {
  name: string;
  header: string[];
  rows: Cell[][];
  /** Columns typed as text, so that numbers such as pins and phones keep their leading zeros. */
  textColumns?: number[];
}

export interface SpreadsheetFile {
  data: Buffer;
  contentType: string;
  extension: FileFormat;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Excel reads a CSV as UTF-8 only when it starts with a byte-order mark.
const UTF8_BOM = '\uFEFF';

const safeCell = (cell: Cell): Cell => (typeof cell === 'string' ? neutraliseFormula(cell) : cell);

async function toXlsx(sheets: Sheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.header.map((header, index) => ({
      header,
      width: Math.min(
        60,
        Math.max(14, ...[header, ...sheet.rows.map((row) => String(row[index] ?? ''))].map((text) => text.length + 2)),
      ),
      style: sheet.textColumns?.includes(index) ? { numFmt: '@' } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of sheet.rows) worksheet.addRow(row.map(safeCell));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every field quoted, so a reader splitting on the file's own separator keeps each cell whole. */
function toCsv(sheet: Sheet): Buffer {
  const text = Papa.unparse([sheet.header.map(safeCell), ...sheet.rows.map((row) => row.map(safeCell))], {
    newline: '\r\n',
    quotes: true,
    escapeFormulae: false,
  });
  return Buffer.from(UTF8_BOM + text, 'utf8');
}

/**
 * A file for a spreadsheet program: XLSX with every sheet, or CSV (UTF-8 with a byte-order
 * mark) with the first. Cells that would run as formulas are neutralised either way.
 */
export async function writeSpreadsheet(format: FileFormat, sheets: [Sheet, ...Sheet[]]): Promise<SpreadsheetFile> {
  if (format === 'csv') return { data: toCsv(sheets[0]), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  return { data: await toXlsx(sheets), contentType: XLSX_TYPE, extension: 'xlsx' };
}
