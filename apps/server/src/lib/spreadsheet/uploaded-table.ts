import { extname } from 'node:path';
import { AppError } from '../app-error.js';
import type { RowTaker } from './table-rows.js';
import { readTextRows } from './text-rows.js';
import { readWorkbookRows } from './workbook-rows.js';

/** A file as uploaded: its name (for its type) and its bytes. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv']);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether a row of cells is empty (such rows are skipped by the importers). */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Hands the rows of an uploaded XLSX or CSV file to `take`, one by one, until it wants no
 * more. Refuses, without reading further, anything that is not such a file or is larger
 * than `maxBytes`.
 */
export function readUploadedTable(file: UploadedFile, maxBytes: number, take: RowTaker): void {
  const extension = extname(file.filename).toLowerCase();
  if (extension !== '.xlsx' && !TEXT_EXTENSIONS.has(extension)) throw new AppError('import.unsupported_type');
  // The upload stops at the limit already; files that reach here another way are held to it too.
  if (file.data.length > maxBytes) throw new AppError('import.too_large');
  if (file.data.length === 0) throw new AppError('import.empty');
  const isZip = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  // A file named .xlsx must be a workbook; a workbook saved under a text name is still read as one.
  if (extension === '.xlsx' && !isZip) throw new AppError('import.malformed');
  if (isZip) readWorkbookRows(file.data, take);
  else readTextRows(file.data, take);
}
