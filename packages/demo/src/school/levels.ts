/**
 * The demo's level history, as rules over each placed student's place in their school's list:
 * everyone placed took the placement test weeks ago; some have taken a level check since (one
 * moved up by it, another confirmed at their level), a few had their level adjusted by their
 * teacher, and a few have a check waiting. Students waiting for placement have no test yet, so
 * one can be taken in the learner app.
 */
export const LEVEL_HISTORY_PLAN = {
  /** Days ago the placements were taken, spread over this range by student. */
  placedDaysAgo: { from: 40, to: 56 },
  /** Days ago the level checks were taken, spread over this range. */
  checkedDaysAgo: { from: 6, to: 20 },
  /** Every n-th placed student was placed one level lower and moved up by a check. */
  movedUpEvery: 4,
  /** Every n-th placed student (from the second) had a check confirm their level. */
  confirmedEvery: 5,
  /** Every n-th placed student (from the third) was placed one level higher and set back by their teacher. */
  adjustedEvery: 9,
  /** Days ago the teachers adjusted those levels. */
  adjustedDaysAgo: 3,
  /** Every n-th placed student (from the fourth) has a level check waiting, scheduled yesterday. */
  waitingEvery: 7,
} as const;

export type LevelHistoryPlan = typeof LEVEL_HISTORY_PLAN;
