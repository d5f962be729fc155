import type { Sheet } from '../../lib/spreadsheet/spreadsheet.js';
import type { ReportDocument } from './report-document.js';

/** Characters a sheet's name may not hold, and its longest length (Excel's rules). */
const SHEET_NAME_UNSAFE = /[\\/*?:[\]]/g;
const SHEET_NAME_MAX = 31;

/** A report as spreadsheet sheets: one per table, the overview first, named by its section. */
export function reportSheets(report: ReportDocument): [Sheet, ...Sheet[]] {
  const used = new Set<string>();
  const sheets = report.tables.map((table) => {
    const base = table.title.replace(SHEET_NAME_UNSAFE, ' ').slice(0, SHEET_NAME_MAX);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, SHEET_NAME_MAX - 3)} ${n}`;
    used.add(name.toLowerCase());
    return { name, header: table.header, rows: table.rows };
  });
  const [first, ...rest] = sheets;
  if (!first) throw new Error('a report has at least its overview');
  return [first, ...rest];
}
