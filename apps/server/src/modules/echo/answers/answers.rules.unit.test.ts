import { describe, expect, it } from 'vitest';
import { isOpenForAnswers, mayRetryScoring, type QuizFacts } from './answers.rules.js';

const weekly: QuizFacts = {
  kind: 'weekly',
  state: 'published',
  openDate: '2026-11-23',
  closeDate: '2026-11-29',
  expiryDate: '2027-06-30',
};
const task: QuizFacts = { kind: 'task', state: 'published', openDate: null, closeDate: null, expiryDate: '2027-06-30' };

describe('isOpenForAnswers', () => {
  it('opens a weekly quiz from its open date to its close date, both included', () => {
    expect(isOpenForAnswers(weekly, '2026-11-22')).toBe(false);
    expect(isOpenForAnswers(weekly, '2026-11-23')).toBe(true);
    expect(isOpenForAnswers(weekly, '2026-11-29')).toBe(true);
    expect(isOpenForAnswers(weekly, '2026-11-30')).toBe(false);
  });

  it('opens a speaking task whenever it is published', () => {
    expect(isOpenForAnswers(task, '2026-01-01')).toBe(true);
  });

  it('takes no answers to an unpublished quiz or in an expired class', () => {
    expect(isOpenForAnswers({ ...weekly, state: 'unpublished' }, '2026-11-24')).toBe(false);
    expect(isOpenForAnswers({ ...task, state: 'generating' }, '2026-11-24')).toBe(false);
    expect(isOpenForAnswers({ ...task, expiryDate: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(isOpenForAnswers({ ...task, expiryDate: '2026-11-23' }, '2026-11-24')).toBe(false);
  });
});

describe('mayRetryScoring', () => {
  it('tries a failed scoring once more, then gives up', () => {
    expect(mayRetryScoring(1)).toBe(true);
    expect(mayRetryScoring(2)).toBe(false);
  });
});
