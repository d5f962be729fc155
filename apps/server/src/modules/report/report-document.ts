import type { Cell } from '../../lib/spreadsheet/spreadsheet.js';

/** A table of a report: a sheet of the XLSX file, a section of the PDF. */
export interface ReportTable {
  /** The section's title, and the sheet's name. */
  title: string;
  header: string[];
  rows: Cell[][];
}

/** A report as written, before it becomes a file: its title and its tables, the overview first. */
export interface ReportDocument {
  title: string;
  tables: ReportTable[];
}
