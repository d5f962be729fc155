import { extname } from 'node:path';
import { ROSTER_LIMITS, type StudentField } from '@lms/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error.js';
import { fieldsOfHeader } from './column-labels.js';
import { restoreNeutralised } from './formula-guard.js';
import { type StudentValues, studentValues } from './student-fields.js';
import { inspectZip, UnsafeZipError } from './zip-guard.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** A student row of the file; `row` is its row number in the spreadsheet (the header is row 1). */
export interface SheetRow {
  row: number;
  values: StudentValues;
}

type Table = { row: number; cells: string[] }[];

const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv']);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// The parts every workbook has; a zip without them is not a spreadsheet.
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

const malformed = () => new AppError('import.malformed');

/** Text of any cell: rich text, hyperlinks and formulas give what the cell shows. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function readWorkbook(data: Buffer): Promise<Table> {
  try {
    const parts = inspectZip(data);
    if (!WORKBOOK_PARTS.every((part) => parts.has(part))) throw malformed();
  } catch (error) {
    if (error instanceof UnsafeZipError) throw malformed();
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw malformed();
  }
  // The students are on the first sheet; the template's second sheet holds the notes.
  const sheet = workbook.worksheets[0];
  if (!sheet) throw malformed();
  const table: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    table.push({ row: rowNumber, cells: Array.from(values, (value) => cellText(value)) });
  });
  return table;
}

/** Most bytes of UTF-16 Latin text are zero in every other position; UTF-8 text has none. */
function looksLikeUtf16le(data: Buffer): boolean {
  const sample = data.subarray(0, 2_000);
  let zeros = 0;
  for (let i = 1; i < sample.length; i += 2) if (sample[i] === 0) zeros++;
  return sample.length >= 4 && zeros > sample.length / 4;
}

/**
 * CSV as saved by spreadsheet programs: UTF-8 with or without a byte-order mark, or Excel's
 * "Unicode text" (UTF-16, tab-separated). Other encodings are refused rather than misread.
 */
function decodeText(data: Buffer): string {
  const decode = (encoding: string, bytes: Uint8Array) => new TextDecoder(encoding, { fatal: true }).decode(bytes);
  let text: string;
  try {
    if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) text = decode('utf-8', data.subarray(3));
    else if (data[0] === 0xff && data[1] === 0xfe) text = decode('utf-16le', data.subarray(2));
    else if (data[0] === 0xfe && data[1] === 0xff) text = decode('utf-16be', data.subarray(2));
    else text = decode(looksLikeUtf16le(data) ? 'utf-16le' : 'utf-8', data);
  } catch {
    throw malformed();
  }
  // No text format a spreadsheet program writes contains NUL or other binary control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary content is the point.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw malformed();
  return text;
}

function readText(data: Buffer): Table {
  const parsed = Papa.parse<string[]>(decodeText(data), { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw malformed();
  return parsed.data.map((cells, index) => ({ row: index + 1, cells }));
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The student rows of an uploaded XLSX or CSV file, with the columns recognised by their
 * headers in any of the app's languages. Refuses, without parsing further, anything that
 * is not such a file or exceeds the limits.
 */
export async function readStudentSheet(file: UploadedFile): Promise<SheetRow[]> {
  const extension = extname(file.filename).toLowerCase();
  if (extension !== '.xlsx' && !TEXT_EXTENSIONS.has(extension)) throw new AppError('import.unsupported_type');
  // The upload stops at the limit already; files that reach here another way are held to it too.
  if (file.data.length > ROSTER_LIMITS.importMaxBytes) throw new AppError('import.too_large');
  if (file.data.length === 0) throw new AppError('import.empty');
  const isZip = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  // A file named .xlsx must be a workbook; a workbook saved under a text name is still read as one.
  if (extension === '.xlsx' && !isZip) throw malformed();
  const table = (isZip ? await readWorkbook(file.data) : readText(file.data)).filter(({ cells }) => !isBlank(cells));

  const [header, ...rows] = table;
  const fields = header ? fieldsOfHeader(header.cells) : [];
  if (!fields.includes('username') || !fields.includes('account')) throw new AppError('import.headers_missing');
  if (rows.length === 0) throw new AppError('import.empty');
  if (rows.length > ROSTER_LIMITS.importMaxRows) throw new AppError('import.too_many_rows');

  return rows.map(({ row, cells }) => {
    const values: Partial<Record<StudentField, string>> = {};
    fields.forEach((field, column) => {
      // The first column of a field counts; a repeated header is ignored.
      if (field && values[field] === undefined) values[field] = restoreNeutralised(cells[column] ?? '');
    });
    return { row, values: studentValues(values) };
  });
}
