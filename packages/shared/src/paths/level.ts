// Level tests and level checks: teachers' results, and students taking them.

export const LEVEL_PATHS = {
  results: '/level/:courseid',
  check: '/level/check/:courseid',
  set: '/level/set/:courseid/:stuid',
  test: '/level/test/:courseid/:testid',
} as const;

export const LEARNER_LEVEL_PATHS = {
  pending: '/learner/level',
  answer: '/learner/level/:testid/answer',
  finish: '/learner/level/:testid/finish',
} as const;
