import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cellsReadWith, formulaCells } from '../../test/spreadsheet-readings.js';
import { neutraliseFormula, restoreNeutralised } from './formula-guard.js';
import { writeSpreadsheet } from './spreadsheet.js';

/** Texts a hostile student name, remark or class name may hold. */
const HOSTILE = [
  '=1+2',
  '+886912345678',
  '-5',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'x;=HYPERLINK("http://evil.example","y")',
  'x,=HYPERLINK("http://evil.example")',
  'x\t@SUM(A1)',
  'x\r\n-1+1',
  'x\n+1',
  'x\r=1',
  'a;b;=1',
  'a\t\t=1',
  '\t\t=1',
  'x;"=1',
  "x;'=1",
  "'=1",
  "''=1",
  '"=cmd|\' /C calc\'!A0"',
];

/** Texts the guard leaves as they are. */
const HARMLESS = ['Amy', "'quoted", "O'Brien", '', '1=1', 'a; b', 'Lee, Amy', 'a;b', 'score: 5 → 7; level: A1 → A2'];

describe('formula guard', () => {
  it('guards every piece a separator or line break can start, and restores exactly what it guarded', () => {
    expect(neutraliseFormula('=1+2')).toBe("'=1+2");
    expect(neutraliseFormula('x;=HYPERLINK("h","y")')).toBe(`x;'=HYPERLINK("h","y")`);
    expect(neutraliseFormula('a\t\t=1')).toBe("a\t'\t'=1");
    expect(neutraliseFormula("'=1")).toBe("''=1");
    for (const text of [...HOSTILE, ...HARMLESS]) {
      expect(restoreNeutralised(neutraliseFormula(text)), JSON.stringify(text)).toBe(text);
    }
    for (const text of HARMLESS) {
      expect(neutraliseFormula(text)).toBe(text);
      expect(restoreNeutralised(text)).toBe(text);
    }
  });
});

describe('CSV files', () => {
  it('hold no cell a spreadsheet program would run, split on commas, semicolons or tabs', async () => {
    const cells = [...HOSTILE, ...HARMLESS];
    const file = await writeSpreadsheet('csv', [
      { name: 'Students', header: ['Name', 'Note'], rows: cells.map((cell) => [cell, cell]) },
    ]);
    const text = file.data.toString('utf8');
    // The check sees the formulas an unguarded file holds (or it could not fail).
    const unguarded = Papa.unparse([['Name'], ...cells.map((cell) => [cell])], { newline: '\r\n' });
    expect(formulaCells(unguarded).length).toBeGreaterThan(HOSTILE.length);
    expect(cellsReadWith(text, ';').some((cell) => cell.startsWith("'=HYPERLINK("))).toBe(true);
    expect(formulaCells(text)).toEqual([]);

    // Read back as the import reads it, every value is what was written.
    const read = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;
    expect(read.slice(1).map((row) => row.map(restoreNeutralised))).toEqual(cells.map((cell) => [cell, cell]));
  });
});
