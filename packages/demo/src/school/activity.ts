/** The demo school's parent account and how many of a class's children it has. */
export const DEMO_PARENT = { email: 'parent@demo.test', children: 2 } as const;

/**
 * Each class's assignments, by start day relative to today and length in days: two ended,
 * one ongoing, one upcoming. The first is the weekly auto-assignment's.
 */
export const ASSIGNMENT_PLAN = [
  { start: -28, days: 6, name: 'Weekly reading', auto: true },
  { start: -14, days: 6, name: 'Listen and read' },
  { start: -3, days: 7, name: 'This week’s books' },
  { start: 3, days: 6, name: 'Next week’s books' },
];
