import { extname } from 'node:path';
import { type ErrorCode, ROSTER_LIMITS, type StudentField } from '@lms/shared';
import { AppError } from '../../../lib/app-error.js';
import { restoreNeutralised } from '../../../lib/spreadsheet/formula-guard.js';
import { fieldsOfHeader } from '../export/column-labels.js';
import { type StudentValues, studentValues } from '../student-fields.js';
import type { TableRow } from './table-rows.js';
import { readTextRows } from './text-rows.js';
import { readWorkbookRows } from './workbook-rows.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** A student row of the file; `row` is its row number in the spreadsheet (the header is row 1). */
export interface SheetRow {
  row: number;
  values: StudentValues;
}

const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv']);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The header and the student rows, taken as the file is read. It wants no more rows once
 * the header lacks the name or account column, or once a row beyond the limit arrives, so
 * an oversized file is refused at that row instead of after parsing all of it.
 */
function studentTable() {
  let fields: (StudentField | null)[] | null = null;
  let refusal: ErrorCode | null = null;
  const rows: SheetRow[] = [];
  return {
    take({ row, cells }: TableRow): boolean {
      if (isBlank(cells)) return true;
      if (!fields) {
        fields = fieldsOfHeader(cells);
        if (!fields.includes('username') || !fields.includes('account')) refusal = 'import.headers_missing';
      } else if (rows.length === ROSTER_LIMITS.importMaxRows) {
        refusal = 'import.too_many_rows';
      } else {
        const values: Partial<Record<StudentField, string>> = {};
        fields.forEach((field, column) => {
          // The first column of a field counts; a repeated header is ignored.
          if (field && values[field] === undefined) values[field] = restoreNeutralised(cells[column] ?? '');
        });
        rows.push({ row, values: studentValues(values) });
      }
      return refusal === null;
    },
    /** The student rows read, or the reason the file is refused. */
    rows(): SheetRow[] {
      if (refusal) throw new AppError(refusal);
      if (!fields) throw new AppError('import.headers_missing');
      if (rows.length === 0) throw new AppError('import.empty');
      return rows;
    },
  };
}

/**
 * The student rows of an uploaded XLSX or CSV file, with the columns recognised by their
 * headers in any of the app's languages. Refuses, without reading further, anything that
 * is not such a file or exceeds the limits.
 */
export function readStudentSheet(file: UploadedFile): SheetRow[] {
  const extension = extname(file.filename).toLowerCase();
  if (extension !== '.xlsx' && !TEXT_EXTENSIONS.has(extension)) throw new AppError('import.unsupported_type');
  // The upload stops at the limit already; files that reach here another way are held to it too.
  if (file.data.length > ROSTER_LIMITS.importMaxBytes) throw new AppError('import.too_large');
  if (file.data.length === 0) throw new AppError('import.empty');
  const isZip = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  // A file named .xlsx must be a workbook; a workbook saved under a text name is still read as one.
  if (extension === '.xlsx' && !isZip) throw new AppError('import.malformed');
  const table = studentTable();
  if (isZip) readWorkbookRows(file.data, table.take);
  else readTextRows(file.data, table.take);
  return table.rows();
}
