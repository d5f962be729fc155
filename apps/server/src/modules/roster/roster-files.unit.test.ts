import { LANGUAGES, STUDENT_FIELDS } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { COLUMN_LABELS, fieldsOfHeader } from './column-labels.js';
import { neutraliseFormula, restoreNeutralised } from './formula-guard.js';
import { xlsx, zip } from './roster-test-files.js';
import { inspectZip, UnsafeZipError } from './zip-guard.js';

describe('column headers', () => {
  it("maps every language's header, and the field names, to their own field", () => {
    for (const language of LANGUAGES) {
      expect(fieldsOfHeader(STUDENT_FIELDS.map((field) => COLUMN_LABELS[language][field])), language).toEqual([
        ...STUDENT_FIELDS,
      ]);
    }
    expect(fieldsOfHeader(['PARENT_PHONE', 'Student Account *', '（備註）', 'Favourite colour'])).toEqual([
      'parent_phone',
      'account',
      'remarks',
      null,
    ]);
  });
});

describe('formula guard', () => {
  it('neutralises cells a spreadsheet would run, and restores them on import', () => {
    for (const text of ['=1+2', '+886912345678', '-5', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
    }
    for (const text of ['Amy', "'quoted", "O'Brien", '', '1=1']) {
      expect(neutraliseFormula(text)).toBe(text);
      expect(restoreNeutralised(text)).toBe(text);
    }
  });
});

describe('zip guard', () => {
  it('accepts a real workbook and names its parts', async () => {
    const parts = inspectZip(await xlsx([['a', 'b']]));
    expect(parts.has('xl/workbook.xml')).toBe(true);
  });

  it('refuses too many entries, too much unpacked data and sizes that lie', () => {
    const small = { maxEntries: 3, maxUnpackedBytes: 1_000 };
    const entry = (name: string, size: number, declaredSize?: number) => ({
      name,
      data: Buffer.alloc(size, 0x41),
      declaredSize,
    });
    expect(() => inspectZip(zip([entry('a', 1), entry('b', 1), entry('c', 1), entry('d', 1)]), small)).toThrow(
      UnsafeZipError,
    );
    expect(() => inspectZip(zip([entry('a', 600), entry('b', 600)]), small)).toThrow(UnsafeZipError);
    expect(() => inspectZip(zip([entry('a', 5_000, 10)]), small)).toThrow(UnsafeZipError);
    expect(() => inspectZip(zip([entry('a', 10, 500)]), small)).toThrow(UnsafeZipError);
    expect(() => inspectZip(Buffer.from('PK\u0003\u0004 not really'), small)).toThrow(UnsafeZipError);
    expect(inspectZip(zip([entry('a', 500), entry('b', 400)]), small)).toEqual(new Set(['a', 'b']));
  });
});
