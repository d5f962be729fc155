import type { ImportAction, ImportProblem, ImportResponse } from '@lms/shared';

export interface PreviewRow {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  username: string;
  account: string;
  action: ImportAction | null;
  problems: ImportProblem[];
}

/** The file's rows in order, each with its problems; a problem on a row the preview did not list still gets one. */
export function previewRows(preview: ImportResponse): PreviewRow[] {
  const rows = new Map<number, PreviewRow>(
    preview.rows.map((row) => [row.row, { ...row, problems: [] as ImportProblem[] }]),
  );
  for (const problem of preview.problems) {
    const row = rows.get(problem.row) ?? { row: problem.row, username: '', account: '', action: null, problems: [] };
    row.problems.push(problem);
    rows.set(problem.row, row);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}

/** Whether the check found nothing wrong with any row or with the class's limits. */
export function isClean(preview: ImportResponse): boolean {
  return preview.problems.length === 0 && preview.limits.length === 0 && preview.rows.length > 0;
}

/** How many students importing the file adds to the class (rows of students already there are skipped). */
export function joining(preview: ImportResponse): number {
  return preview.created + preview.enrolled;
}
