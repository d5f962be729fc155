import { LANGUAGES, STUDENT_FIELDS } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { UnsafeZipError, unpackZip } from '../../../lib/spreadsheet/zip-guard.js';
import { xlsx, zip } from '../roster-test-files.js';
import { COLUMN_LABELS, fieldsOfHeader } from './column-labels.js';

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

describe('zip guard', () => {
  it('accepts a real workbook and unpacks its parts', async () => {
    const parts = unpackZip(await xlsx([['a', 'b']]));
    expect(parts.get('xl/workbook.xml')?.toString('utf8')).toContain('<workbook');
  });

  it('refuses too many entries, too much unpacked data, sizes that lie and damaged data', () => {
    const small = { maxEntries: 3, maxUnpackedBytes: 1_000 };
    const entry = (name: string, size: number, declaredSize?: number) => ({
      name,
      data: Buffer.alloc(size, 0x41),
      declaredSize,
    });
    expect(() => unpackZip(zip([entry('a', 1), entry('b', 1), entry('c', 1), entry('d', 1)]), small)).toThrow(
      UnsafeZipError,
    );
    expect(() => unpackZip(zip([entry('a', 600), entry('b', 600)]), small)).toThrow(UnsafeZipError);
    expect(() => unpackZip(zip([entry('a', 5_000, 10)]), small)).toThrow(UnsafeZipError);
    expect(() => unpackZip(zip([entry('a', 10, 500)]), small)).toThrow(UnsafeZipError);
    expect(() => unpackZip(Buffer.from('PK\u0003\u0004 not really'), small)).toThrow(UnsafeZipError);
    // A checksum that does not match the unpacked bytes, as in a file damaged on its way.
    const damaged = zip([entry('a', 500)]);
    const directory = damaged.readUInt32LE(damaged.length - 22 + 16);
    damaged.writeUInt32LE((damaged.readUInt32LE(directory + 16) + 1) >>> 0, directory + 16);
    expect(() => unpackZip(damaged, small)).toThrow('checksum');
    const parts = unpackZip(zip([entry('a', 500), entry('b', 400)]), small);
    expect([...parts.keys()]).toEqual(['a', 'b']);
    expect(parts.get('b')).toEqual(Buffer.alloc(400, 0x41));
  });
});
