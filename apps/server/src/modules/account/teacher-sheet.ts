import { type ErrorCode, TEACHER_IMPORT_COLUMNS, TEACHER_IMPORT_LIMITS, type TeacherImportColumn } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';
import { restoreNeutralised } from '../../lib/spreadsheet/formula-guard.js';
import type { TableRow } from '../../lib/spreadsheet/table-rows.js';
import { isBlankRow, readUploadedTable, type UploadedFile } from '../../lib/spreadsheet/uploaded-table.js';

/** A teacher row of the file as typed; `row` is its row number in the spreadsheet (the header is row 1). */
export interface TeacherSheetRow {
  row: number;
  values: Record<TeacherImportColumn, string>;
}

/** The column a header names: the template's words in any case, `e-mail` too. */
function columnOf(header: string): TeacherImportColumn | null {
  const text = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (text === 'email' || text === 'mail') return 'email';
  return TEACHER_IMPORT_COLUMNS.find((column) => column === text) ?? null;
}

/**
 * The teacher rows of an uploaded XLSX or CSV file (columns name, email and an optional
 * language, recognised by their headers), read as the roster's import reads its file: it stops
 * at the first row past the limit or at a header without the name and e-mail columns.
 */
export function readTeacherSheet(file: UploadedFile): TeacherSheetRow[] {
  let columns: (TeacherImportColumn | null)[] | null = null;
  let refusal: ErrorCode | null = null;
  const rows: TeacherSheetRow[] = [];
  const take = ({ row, cells }: TableRow): boolean => {
    if (isBlankRow(cells)) return true;
    if (!columns) {
      columns = cells.map(columnOf);
      if (!columns.includes('name') || !columns.includes('email')) refusal = 'import.headers_missing';
    } else if (rows.length === TEACHER_IMPORT_LIMITS.maxRows) {
      refusal = 'import.too_many_teachers';
    } else {
      const values: Record<TeacherImportColumn, string> = { name: '', email: '', language: '' };
      const seen = new Set<TeacherImportColumn>();
      columns.forEach((column, index) => {
        // The first column of a header counts; a repeated one is ignored.
        if (!column || seen.has(column)) return;
        seen.add(column);
        values[column] = restoreNeutralised(cells[index] ?? '');
      });
      rows.push({ row, values });
    }
    return refusal === null;
  };
  readUploadedTable(file, TEACHER_IMPORT_LIMITS.maxBytes, take);
  if (refusal) throw new AppError(refusal);
  if (!columns) throw new AppError('import.headers_missing');
  if (rows.length === 0) throw new AppError('import.no_teachers');
  return rows;
}
