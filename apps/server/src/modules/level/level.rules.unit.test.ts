import { describe, expect, it } from 'vitest';
import { checkCentre, formOutcome, isOpen, levelOutcome, PASS_MARK } from './level.rules.js';

const right = (level: 'A' | 'B' | 'C' | 'D' | 'E' | 'F', n = 2) =>
  Array.from({ length: n }, () => ({ level, score: 100 }));
const wrong = (level: 'A' | 'B' | 'C' | 'D' | 'E' | 'F', n = 2) =>
  Array.from({ length: n }, () => ({ level, score: 0 }));

describe('levelOutcome', () => {
  it('reaches the highest level asked when every level is passed, scoring 100', () => {
    expect(levelOutcome([...right('D'), ...right('E'), ...right('F')])).toEqual({
      score: 100,
      level: 'F',
      levels: [
        { level: 'D', mark: 100, passed: true },
        { level: 'E', mark: 100, passed: true },
        { level: 'F', mark: 100, passed: true },
      ],
    });
  });

  it('counts the levels passed: n passed reach the n-th level asked', () => {
    expect(levelOutcome([...right('D'), ...right('E'), ...wrong('F')]).level).toBe('E');
    expect(levelOutcome([...right('D'), ...wrong('E'), ...wrong('F')]).level).toBe('D');
    // A slip on an easy level costs one level, wherever it is.
    expect(levelOutcome([...wrong('D'), ...right('E'), ...right('F')]).level).toBe('E');
  });

  it('answers the lowest level asked when none is passed, and unanswered items count 0', () => {
    const outcome = levelOutcome([
      { level: 'B', score: null },
      { level: 'C', score: null },
    ]);
    expect(outcome).toEqual({
      score: 0,
      level: 'B',
      levels: [
        { level: 'B', mark: 0, passed: false },
        { level: 'C', mark: 0, passed: false },
      ],
    });
  });

  it(`passes a level whose items average ${PASS_MARK} or more, oral scores included`, () => {
    // One question of two right and a reading scored 80: (100 + 0 + 80) / 3 = 60.
    const passed = levelOutcome([...right('C', 1), ...wrong('C', 1), { level: 'C', score: 80 }]);
    expect(passed.levels).toEqual([{ level: 'C', mark: 60, passed: true }]);
    const failed = levelOutcome([...right('C', 1), ...wrong('C', 1), { level: 'C', score: 77 }]);
    expect(failed.levels).toEqual([{ level: 'C', mark: 59, passed: false }]);
  });

  it('scores the mean of all items, rounded, and orders the levels easiest first whatever the items’ order', () => {
    const outcome = levelOutcome([
      { level: 'F', score: 100 },
      { level: 'A', score: 0 },
      { level: 'A', score: 50 },
    ]);
    expect(outcome.score).toBe(50);
    expect(outcome.levels.map((l) => l.level)).toEqual(['A', 'F']);
    expect(outcome.level).toBe('A');
  });

  it('refuses a test without items', () => {
    expect(() => levelOutcome([])).toThrow();
  });
});

describe('checkCentre', () => {
  it('is the student’s level, or A for a student without a level of A–L', () => {
    expect(checkCentre('H')).toBe('H');
    expect(checkCentre(null)).toBe('A');
    expect(checkCentre('Z')).toBe('A');
  });
});

describe('isOpen', () => {
  it('holds for pending and started tests only', () => {
    expect(['pending', 'started', 'finished', 'cancelled'].map(isOpen)).toEqual([true, true, false, false]);
  });
});

describe('formOutcome', () => {
  it("marks each of the form's items by its answer, an item left unanswered or unscored counting nothing", () => {
    const items = [
      { key: 'q1', level: 'D' as const },
      { key: 'q2', level: 'D' as const },
      { key: 'o1', level: 'E' as const },
      { key: 'o2', level: 'E' as const },
    ];
    const answers = [
      { itemKey: 'q1', score: 100 },
      { itemKey: 'q2', score: 100 },
      { itemKey: 'o1', score: null },
      { itemKey: 'elsewhere', score: 100 },
    ];
    expect(formOutcome(items, answers)).toEqual({
      score: 50,
      level: 'D',
      levels: [
        { level: 'D', mark: 100, passed: true },
        { level: 'E', mark: 0, passed: false },
      ],
    });
  });
});
