import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type AssignmentDraft, bodyOf, newDraft, problemsOf } from './assignment-draft';

const TODAY = dayjs('2026-11-25');
const BOOK = { resourceid: 101, type: 'book', resource_name: 'Pip', level: 'A', unit: '', cover: '' } as const;

/** An assignment saved as 2026-11-20 – 2026-11-24, already ended on TODAY, given to students 1 and 2. */
function endedDraft(changes: Partial<AssignmentDraft> = {}): AssignmentDraft {
  const start = dayjs('2026-11-20');
  const end = dayjs('2026-11-24');
  return {
    ...newDraft([BOOK], TODAY),
    name: 'Farm animals',
    start,
    end,
    everyone: false,
    stuids: [1, 2],
    saved: { started: true, start, end, stuids: [1, 2] },
    ...changes,
  };
}

describe('an assignment draft', () => {
  it('refuses a new start in the past, but not a start the edit leaves as saved', () => {
    expect(problemsOf({ ...newDraft([BOOK], TODAY), name: 'X', start: TODAY.subtract(1, 'day') }, [1], TODAY)).toEqual([
      'startPast',
    ]);
    expect(problemsOf(endedDraft(), [1, 2], TODAY)).toEqual([]);
  });

  it('lets an ended assignment keep its past end, and moves an end only to today or later', () => {
    expect(problemsOf(endedDraft({ end: dayjs('2026-11-23') }), [1, 2], TODAY)).toEqual(['endPast']);
    expect(problemsOf(endedDraft({ end: TODAY }), [1, 2], TODAY)).toEqual([]);
    expect(problemsOf(endedDraft({ end: dayjs('2026-11-19') }), [1, 2], TODAY)).toEqual(['endBeforeStart']);
  });

  it('gives the whole class to its active students, keeping those a started assignment is given to', () => {
    expect(bodyOf({ ...newDraft([BOOK], TODAY), name: 'X' }, [3, 4]).stuids).toEqual([3, 4]);
    expect(bodyOf(endedDraft({ everyone: true }), [2, 3]).stuids).toEqual([2, 3, 1]);
    expect(bodyOf(endedDraft({ stuids: [3] }), [2, 3]).stuids).toEqual([3, 1, 2]);
  });
});
