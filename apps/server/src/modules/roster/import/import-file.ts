import { type ErrorCode, ROSTER_LIMITS, type StudentField } from '@lms/shared';
import { AppError } from '../../../lib/app-error.js';
import { restoreNeutralised } from '../../../lib/spreadsheet/formula-guard.js';
import type { TableRow } from '../../../lib/spreadsheet/table-rows.js';
import { isBlankRow, readUploadedTable, type UploadedFile } from '../../../lib/spreadsheet/uploaded-table.js';
import { fieldsOfHeader } from '../export/column-labels.js';
import { type StudentValues, studentValues } from '../student-fields.js';

export type { UploadedFile };

/** A student row of the file; `row` is its row number in the spreadsheet (the header is row 1). */
export interface SheetRow {
  row: number;
  values: StudentValues;
}

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
      if (isBlankRow(cells)) return true;
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
  const table = studentTable();
  readUploadedTable(file, ROSTER_LIMITS.importMaxBytes, table.take);
  return table.rows();
}
