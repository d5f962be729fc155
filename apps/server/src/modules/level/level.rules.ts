import { BOOK_LEVELS, type BookLevel } from '@lms/shared';

/** A level of a test counts as passed when its items average at least this (0–100). */
export const PASS_MARK = 60;

/** An item's level and the student's score on it (0–100), null when left unanswered. */
export interface MarkedItem {
  level: BookLevel;
  score: number | null;
}

export interface LevelOutcome {
  /** The mean of every item's score, an unanswered item counting 0, rounded. */
  score: number;
  /** Per level asked, easiest first: the mean of its items' scores, rounded, and whether it reaches the pass mark. */
  levels: { level: BookLevel; mark: number; passed: boolean }[];
  /** The level reached: with n levels passed, the n-th level asked (the lowest when none). */
  level: BookLevel;
}

const mean = (scores: number[]) => Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);

/**
 * The level rule (docs/LEVELS.md). Counting the levels passed rather than the highest one passed
 * makes the result tolerant: a slip on an easy passage costs one level, a lucky guess on a hard
 * one gains at most one, and a student passing every level asked reaches the highest.
 */
export function levelOutcome(items: MarkedItem[]): LevelOutcome {
  if (items.length === 0) throw new Error('a test has items');
  const asked = BOOK_LEVELS.filter((level) => items.some((item) => item.level === level));
  const levels = asked.map((level) => {
    const mark = mean(items.filter((item) => item.level === level).map((item) => item.score ?? 0));
    return { level, mark, passed: mark >= PASS_MARK };
  });
  const passed = levels.filter((entry) => entry.passed).length;
  return {
    score: mean(items.map((item) => item.score ?? 0)),
    levels,
    level: asked[Math.max(passed - 1, 0)]!,
  };
}

/** The level rule over a form's items and the answers given (an item without an answer scores nothing). */
export function formOutcome(
  items: readonly { key: string; level: BookLevel }[],
  answers: readonly { itemKey: string; score: number | null }[],
): LevelOutcome {
  const scores = new Map(answers.map((answer) => [answer.itemKey, answer.score]));
  return levelOutcome(items.map((item) => ({ level: item.level, score: scores.get(item.key) ?? null })));
}

/** The level a check is built around: the student's own, or the lowest for a student without one of A–L. */
export function checkCentre(level: string | null): BookLevel {
  return BOOK_LEVELS.find((known) => known === level) ?? BOOK_LEVELS[0];
}

/** Whether a test still takes answers. */
export const isOpen = (state: string) => state === 'pending' || state === 'started';
