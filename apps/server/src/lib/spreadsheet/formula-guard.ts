/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula, quotes before it or not. A CSV file is not always read with the
 * separator it was written with: Excel splits on `;` where the decimal mark is a comma (Spanish,
 * German…), others on tabs, and such a reader cuts quoted fields at those characters too. So
 * every piece a `,`, `;`, tab or line break can start is guarded, not only the cell's start:
 * an apostrophe before the trigger makes the program show the text as typed. Imports take
 * exactly those apostrophes off again, so an export re-imports unchanged.
 */
const PIECE_START = String.raw`(?<=^|[,;\t\r\n])`;
// Apostrophes already there count as part of the piece's start, so that one more is always
// added and one taken off on import: `'=1` is written `''=1` and read back as `'=1`.
const TRIGGER_AHEAD = String.raw`(?=["']*[=+\-@\t\r])`;

const UNGUARDED = new RegExp(`${PIECE_START}${TRIGGER_AHEAD}`, 'g');
const GUARD = new RegExp(`${PIECE_START}'${TRIGGER_AHEAD}`, 'g');

export function neutraliseFormula(text: string): string {
  return text.replace(UNGUARDED, "'");
}

export function restoreNeutralised(text: string): string {
  return text.replace(GUARD, '');
}
