import { AppError } from '../../lib/app-error.js';

/** An assignment's settings as stored, or as a teacher wants them. */
export interface AssignmentPlan {
  name: string;
  startDate: string;
  endDate: string;
  difficulty: number;
  rewardExp: number;
  rewardTickets: number;
  /** In the order students take them. */
  resourceIds: number[];
  studentIds: number[];
}

/** What stays once an assignment has started, so every student works on, and is rewarded for, the same thing. */
export type FixedOnceStarted = 'start_date' | 'difficulty' | 'rewards' | 'materials' | 'students_removed';

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * What `wanted` would change of a started assignment that may not change: its start, difficulty,
 * rewards and materials (in order) stay, and nobody it was given to is taken off it. The name,
 * the end date and more students may change.
 */
export function fixedChanges(current: AssignmentPlan, wanted: AssignmentPlan): FixedOnceStarted[] {
  const wantedStudents = new Set(wanted.studentIds);
  const changes: [FixedOnceStarted, boolean][] = [
    ['start_date', wanted.startDate !== current.startDate],
    ['difficulty', wanted.difficulty !== current.difficulty],
    ['rewards', wanted.rewardExp !== current.rewardExp || wanted.rewardTickets !== current.rewardTickets],
    ['materials', !sameList(wanted.resourceIds, current.resourceIds)],
    ['students_removed', current.studentIds.some((id) => !wantedStudents.has(id))],
  ];
  return changes.filter(([, changed]) => changed).map(([field]) => field);
}

/**
 * The period's rule: the end on or after the start; a new start not in the past; and an end
 * that is moved not before today, so no completion already recorded falls outside the period.
 * An edit that keeps a past end (renaming an ended assignment) is fine.
 */
export function assertPeriod(wanted: AssignmentPlan, today: string, current?: AssignmentPlan): void {
  const startMoved = wanted.startDate !== current?.startDate;
  const endMoved = wanted.endDate !== current?.endDate;
  if (
    wanted.endDate < wanted.startDate ||
    (startMoved && wanted.startDate < today) ||
    (endMoved && current !== undefined && wanted.endDate < today)
  ) {
    throw new AppError('assignment.dates_invalid');
  }
}
