/**
 * Level tests and level checks: a placement test places a new student; a level check, scheduled
 * by the teacher, follows their level. Both are taken in the learner app; teachers read the
 * results and may adjust the computed level.
 */
export const LEVEL_PATHS = {
  results: '/level/:courseid',
  check: '/level/check/:courseid',
  set: '/level/set/:courseid/:stuid',
} as const;

export const LEARNER_LEVEL_PATHS = {
  pending: '/learner/level',
  answer: '/learner/level/:testid/answer',
  finish: '/learner/level/:testid/finish',
} as const;

/** The book levels of the catalogue, easiest first. */
export const BOOK_LEVELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type BookLevel = (typeof BOOK_LEVELS)[number];

export const LEVEL_TEST_KINDS = ['placement', 'check'] as const;
export type LevelTestKind = (typeof LEVEL_TEST_KINDS)[number];

export const LEVEL_TEST_STATES = ['pending', 'started', 'finished', 'cancelled'] as const;
export type LevelTestState = (typeof LEVEL_TEST_STATES)[number];
