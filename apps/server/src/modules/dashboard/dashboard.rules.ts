import { type AttentionReason, BOOK_LEVELS, type DashboardSeries, type ReportWindow } from '@lms/shared';

// The dashboard's rules: which records a window holds, who needs attention, how levels moved.

/** Records (active days, assignments, quizzes) a last-N window holds; `30d` holds calendar days instead. */
export const WINDOW_RECORDS: Record<Exclude<ReportWindow, '30d'>, number> = { last6: 6, last30: 30 };

/** The calendar days of the `30d` window, and the days a student may go without activity before being listed. */
export const WINDOW_DAYS = 30;
export const INACTIVE_DAYS = 7;

/** Missed assignments in a row (the student's latest ended ones) that list a student. */
export const MISSED_IN_A_ROW = 2;

/** Latest scored quizzes compared, and the drop from the first to the last of them that lists a student. */
export const FALLING_QUIZZES = 3;
export const FALLING_DROP = 15;

/** Overlooked: an open book of the class read by at most this many students over the popular window. */
export const OVERLOOKED_MAX_READERS = 1;
/** Popular and overlooked lists hold at most this many books. */
export const BOOK_LIST_LENGTH = 10;

/** The ISO date `days` after (negative: before) `day`, by the calendar (no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The `count` calendar days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDay(today, i - count + 1));
}

/** What a student's attention reasons are decided from. */
export interface StudentFacts {
  /** The calendar day the student joined the class. */
  joined: string;
  /** The latest day with any learning in the class, if any. */
  lastActive: string | null;
  /** Whether each of their ended assignments of the class was missed, the latest ended first. */
  endedMissed: boolean[];
  /** Their scores (0–100) of the quizzes they have scored answers in, the latest quiz first. */
  quizScores: number[];
}

/**
 * Rule: inactive when the student has been in the class for at least INACTIVE_DAYS days and
 * has no learning in it on any of the last INACTIVE_DAYS days (today included).
 */
export function isInactive(facts: Pick<StudentFacts, 'joined' | 'lastActive'>, today: string): boolean {
  const since = shiftDay(today, -(INACTIVE_DAYS - 1));
  return facts.joined < since && (facts.lastActive === null || facts.lastActive < since);
}

/** Rule: the latest MISSED_IN_A_ROW ended assignments were all missed. */
export function missedInARow(endedMissed: boolean[]): boolean {
  const latest = endedMissed.slice(0, MISSED_IN_A_ROW);
  return latest.length === MISSED_IN_A_ROW && latest.every(Boolean);
}

/**
 * Rule: over the latest FALLING_QUIZZES scored quizzes, each score lower than the one before
 * (strictly) and the last at least FALLING_DROP points below the first.
 */
export function isFallingEcho(quizScores: number[]): boolean {
  const latest = quizScores.slice(0, FALLING_QUIZZES).reverse();
  if (latest.length < FALLING_QUIZZES) return false;
  const falling = latest.every((score, i) => i === 0 || score < latest[i - 1]!);
  return falling && latest[0]! - latest.at(-1)! >= FALLING_DROP;
}

export function attentionReasons(facts: StudentFacts, today: string): AttentionReason[] {
  const reasons: [AttentionReason, boolean][] = [
    ['inactive', isInactive(facts, today)],
    ['missed_assignments', missedInARow(facts.endedMissed)],
    ['falling_echo', isFallingEcho(facts.quizScores)],
  ];
  return reasons.filter(([, applies]) => applies).map(([reason]) => reason);
}

/**
 * Rule: the level distribution of the class's active students, every book level in order and
 * then the students not placed yet (only when there are any). A change counts as raised into
 * its new level when that level is above the old one, lowered when below; a first placement
 * (no old level) or a level outside the book levels moves nothing.
 */
export function levelSeries(
  counts: { level: string | null; students: number }[],
  changes: { fromLevel: string | null; toLevel: string }[],
): DashboardSeries['levels'] {
  const rank = (level: string | null) => (level === null ? -1 : (BOOK_LEVELS as readonly string[]).indexOf(level));
  const studentsAt = (level: string | null) => counts.find((row) => row.level === level)?.students ?? 0;
  const moved = (level: string, direction: 1 | -1) =>
    changes.filter((change) => {
      const from = rank(change.fromLevel);
      return change.toLevel === level && from >= 0 && Math.sign(rank(level) - from) === direction;
    }).length;
  const levels = BOOK_LEVELS.map((level) => ({
    level,
    students: studentsAt(level),
    raised: moved(level, 1),
    lowered: moved(level, -1),
  }));
  const unplaced = studentsAt(null);
  return unplaced > 0 ? [...levels, { level: null, students: unplaced, raised: 0, lowered: 0 }] : levels;
}
