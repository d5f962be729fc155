/** A row of an uploaded sheet as the text of its cells; `row` is its number in the spreadsheet. */
export interface TableRow {
  row: number;
  cells: string[];
}

/**
 * Takes the rows of a file one by one, in order; answers false once it needs no more, and the
 * reader then stops without reading the rest of the file.
 */
export type RowTaker = (row: TableRow) => boolean;
