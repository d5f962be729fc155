/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula. Exports prefix such cells with an apostrophe, which shows the
 * text as typed; imports take that apostrophe off again, so an export re-imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
