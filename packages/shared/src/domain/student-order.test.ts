import { describe, expect, it } from 'vitest';
import { sortByStudentName, studentNameOrder } from './student-order.js';

const students = (...names: string[]) => names.map((username, index) => ({ stuid: index + 1, username }));
const names = (list: { username: string }[]) => list.map((student) => student.username);

describe('the order of student names', () => {
  it("follows the language's collation, not the order of the bytes", () => {
    const list = students('Zoe', 'émile', 'Ádám', 'adam', 'Student 10', 'Student 2');
    // Byte order puts capitals before small letters and accented letters after both.
    const byBytes = [...list].sort((a, b) => (a.username < b.username ? -1 : 1));
    expect(names(byBytes)).toEqual(['Student 10', 'Student 2', 'Zoe', 'adam', 'Ádám', 'émile']);
    expect(names(sortByStudentName(list, 'en-US'))).toEqual([
      'adam',
      'Ádám',
      'émile',
      'Student 2',
      'Student 10',
      'Zoe',
    ]);
  });

  it('uses the collation of the language asked for', () => {
    // Swedish sorts "Ö" after "Z"; English sorts it with "O".
    const list = students('Örjan', 'Zack', 'Olle');
    expect(names(sortByStudentName(list, 'en-US'))).toEqual(['Olle', 'Örjan', 'Zack']);
    expect(names(sortByStudentName(list, 'sv'))).toEqual(['Olle', 'Zack', 'Örjan']);
  });

  it('keeps students with the same name in the order of their ids, whatever order they came in', () => {
    const twins = [
      { stuid: 9, username: 'Amy Chen' },
      { stuid: 3, username: 'Amy Chen' },
      { stuid: 5, username: 'Amy Chen' },
    ];
    expect(sortByStudentName(twins, 'zh-TW').map((student) => student.stuid)).toEqual([3, 5, 9]);
    expect(studentNameOrder('en-US')(twins[1]!, twins[1]!)).toBe(0);
  });

  it('does not change the list it is given', () => {
    const list = students('b', 'a');
    sortByStudentName(list, 'en-US');
    expect(names(list)).toEqual(['b', 'a']);
  });
});
