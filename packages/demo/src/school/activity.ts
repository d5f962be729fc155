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

/**
 * What gives each class's dashboard someone to look after and a book to suggest, in classes of
 * six students or more: the class's last students (by place from the end of its list) stopped
 * learning `lastDay` days ago (inactive for a week or more); the one `skipperFromEnd` from the
 * end reads on their own but does no assignment (missed ones in a row); and the class's last
 * `unreadBooks` open books are never picked up on their own (overlooked).
 */
export const ATTENTION_PLAN = {
  quiet: [
    { fromEnd: 1, lastDay: -9 },
    { fromEnd: 2, lastDay: -12 },
  ],
  skipperFromEnd: 3,
  unreadBooks: 2,
  minimumClass: 6,
} as const;
