import Papa from 'papaparse';

/** The separators spreadsheet programs split a CSV file on, depending on the locale. */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;

/** A cell a program would run: a trigger at its start, after any quotes it keeps or drops. */
const FORMULA = /^"*[=+\-@\t\r]/;

/**
 * The cells a spreadsheet program may make of a CSV file split on `separator`: read as CSV with
 * quotes honoured, and cut at every separator and line break as a reader that ignores quotes does.
 */
export function cellsReadWith(csv: string, separator: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  const quoted = Papa.parse<string[]>(text, { delimiter: separator, newline: '\r\n' }).data.flat();
  const cut = text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  return [...quoted, ...cut];
}

/** Each cell that would run as a formula, with the separator that made it, for every separator. */
export function formulaCells(csv: string): string[] {
  return CSV_SEPARATORS.flatMap((separator) =>
    cellsReadWith(csv, separator)
      .filter((cell) => FORMULA.test(cell))
      .map((cell) => `${JSON.stringify(separator)}: ${JSON.stringify(cell)}`),
  );
}
