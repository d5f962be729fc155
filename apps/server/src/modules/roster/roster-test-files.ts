import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { fillPath, type Language, ROSTER_PATHS, type StudentField } from '@lms/shared';
import ExcelJS from 'exceljs';
import { COLUMN_LABELS } from './export/column-labels.js';

/** Test files, built in memory: spreadsheets, CSV in several encodings, hand-made zips and uploads. */

export type StudentRowValues = Partial<Record<StudentField, string>>;

/** A sheet with the given columns' headers in a language, and one row per student. */
export function table(rows: StudentRowValues[], columns: StudentField[], language: Language = 'en-US'): string[][] {
  return [
    columns.map((field) => COLUMN_LABELS[language][field]),
    ...rows.map((row) => columns.map((field) => row[field] ?? '')),
  ];
}

/** The header and 100,000 students, numbers for names: under 1 MB as a minimal workbook, 1.2 MB as CSV. */
export function hundredThousandStudents(): string[][] {
  const students = Array.from({ length: 100_000 }, (_, i) => ({ username: String(i), account: String(i) }));
  return table(students, ['username', 'account']);
}

export async function xlsx(cells: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  for (const row of cells) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function csv(
  cells: string[][],
  options: { delimiter?: string; bom?: boolean; encoding?: 'utf8' | 'utf16le' } = {},
): Buffer {
  const { delimiter = ',', bom = true, encoding = 'utf8' } = options;
  const quote = (cell: string) => (/[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const text = cells.map((row) => row.map(quote).join(delimiter)).join('\r\n');
  if (encoding === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');
}

/**
 * A zip written by hand, so tests can make archives no spreadsheet program would: a zip bomb,
 * or entries that lie about their size.
 */
export function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const checksum = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A workbook of one sheet, its XML as given: for sheets no spreadsheet program would write. */
export function workbookOfSheet(sheetXml: string): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(`<?xml version="1.0"?>${xml}`) });
  return zip([
    part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part('xl/worksheets/sheet1.xml', sheetXml.replace('<worksheet>', `<worksheet xmlns="${main}">`)),
  ]);
}

/**
 * The smallest workbook a spreadsheet program reads: one sheet, numbers as numbers and other
 * text inline, no styles. It packs many rows into few bytes, like a hostile upload would.
 */
export function minimalXlsx(cells: string[][]): Buffer {
  const cell = (text: string, at: string) =>
    /^\d{1,15}$/.test(text)
      ? `<c r="${at}"><v>${text}</v></c>`
      : `<c r="${at}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
  const column = (index: number) => String.fromCharCode(65 + index);
  const rows = cells.map(
    (row, index) =>
      `<row r="${index + 1}">${row.map((text, at) => cell(text, `${column(at)}${index + 1}`)).join('')}</row>`,
  );
  return workbookOfSheet(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
}

/** A multipart/form-data body with one file and optional fields, as a browser sends it. */
export function upload(file: { filename: string; data: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----roster${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const importUrl = (courseId: number, dryRun = false) =>
  `/api${fillPath(ROSTER_PATHS.importFromFile, { courseid: courseId })}${dryRun ? '?dryRun=true' : ''}`;
