import { describe, expect, it } from 'vitest';
import { setAssignmentBody } from './assignment.js';
import { collectionBody } from './collection.js';
import { isoDate } from './common.js';
import { courseBody } from './course.js';
import { echoQuizBody } from './echo.js';
import { colidParam } from './library.js';
import {
  ID_LIST_MAX,
  INT4_MAX,
  idListSchema,
  idSchema,
  isWellFormedText,
  lineText,
  textSchema,
  wholeNumber,
} from './primitives.js';

describe('idSchema', () => {
  it('reads decimal integers from JSON numbers and from text, up to the integer column', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses everything else rather than reading it as some id', () => {
    const refused: unknown[] = [
      0,
      -1,
      INT4_MAX + 1,
      '2147483648',
      2 ** 53,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      null,
      undefined,
      '',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '1.0',
      '1e1',
      '0x10',
      '0b1',
      '１',
      '9'.repeat(400),
      [1],
      { id: 1 },
    ];
    for (const value of refused) expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('wholeNumber', () => {
  it('keeps to its bounds', () => {
    const pages = wholeNumber(0, 10);
    expect(pages.parse(0)).toBe(0);
    expect(pages.parse('10')).toBe(10);
    expect(pages.safeParse(11).success).toBe(false);
    expect(pages.safeParse('-0').success).toBe(false);
  });
});

describe('idListSchema', () => {
  const ids = idListSchema(3);

  it('reads JSON arrays, repeated form fields and comma lists; an empty field names none', () => {
    expect(ids.parse([1, '2'])).toEqual([1, 2]);
    expect(ids.parse('1,2')).toEqual([1, 2]);
    expect(ids.parse(['1,2', '3'])).toEqual([1, 2, 3]);
    expect(ids.parse('4')).toEqual([4]);
    expect(ids.parse('')).toEqual([]);
  });

  it('refuses any item that is not an id, and more than the maximum', () => {
    for (const value of [true, [true], '1,x', '1, 2', ['0x10'], [[1]], [{}], [1, 2, 3, 4], '1,2,3,4']) {
      expect(ids.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(idListSchema().safeParse(Array.from({ length: ID_LIST_MAX + 1 }, () => 1)).success).toBe(false);
  });
});

describe('textSchema', () => {
  it('takes any text a person can type, emoji and right-to-left included', () => {
    for (const text of ['', 'Ann Lee', '王小明', 'e\u0301', '😀👨‍👩‍👧', '\u202eabc', 'line\nbreak']) {
      expect(textSchema.parse(text)).toBe(text);
    }
  });

  it('refuses NUL and halves of surrogate pairs', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\ud800', '\udc00x', '\ud83d', 'a\ude00b']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
      expect(textSchema.safeParse(text).success).toBe(false);
    }
  });

  it('still trims and bounds after the check', () => {
    const name = textSchema.trim().min(1).max(5);
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('abcdef').success).toBe(false);
  });
});

describe('lineText', () => {
  it('makes a name one line: each line break typed or pasted, with the spaces around it, becomes one space', () => {
    const name = lineText.trim().min(1).max(20);
    expect(name.parse('Week 1\r\nanimals')).toBe('Week 1 animals');
    expect(name.parse(' Week\n \n\t1 \r')).toBe('Week 1');
    expect(name.parse('A\u2028B\u2029C\u0085D\vE\fF')).toBe('A B C D E F');
    expect(name.safeParse('\r\n\n').success).toBe(false);
  });

  it('makes every name of a thing one line: quizzes, classes, assignments, collections', () => {
    const quiz = { kind: 'weekly', questions: [{ text: 'Hello' }] };
    expect(echoQuizBody.parse({ ...quiz, name: 'Echo\r\nweek' }).name).toBe('Echo week');
    expect(setAssignmentBody.shape.name.parse('Read\nthis')).toBe('Read this');
    expect(courseBody.shape.course_name.parse('Class\r\n3A')).toBe('Class 3A');
    expect(collectionBody.shape.name.parse('Night\rsky')).toBe('Night sky');
  });
});

describe('dates and library ids', () => {
  it('accepts only days that exist', () => {
    expect(isoDate.parse('2024-02-29')).toBe('2024-02-29');
    for (const text of ['2023-02-29', '2023-02-30', '2024-13-01', '0000-01-01', '2024-1-01', '2024-01-01T00:00']) {
      expect(isoDate.safeParse(text).success, text).toBe(false);
    }
  });

  it('bounds the number in a library id to the integer column', () => {
    expect(colidParam.parse('p2147483647')).toBe('p2147483647');
    expect(colidParam.safeParse('p2147483648').success).toBe(false);
    expect(colidParam.safeParse('c9999999999').success).toBe(false);
  });
});
