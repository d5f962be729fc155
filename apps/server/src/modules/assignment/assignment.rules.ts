import type { ErrorCode, StudentAssignmentState } from '@lms/shared';
import { assignmentState, assignmentStatus } from './assignment.presenter.js';

// What may be done with an assignment, as small named rules used by the assignment service.

/** What a teacher sets of an assignment besides its materials and students. */
export interface AssignmentFields {
  name: string;
  startDate: string;
  endDate: string;
  difficulty: number;
  rewardExp: number;
  rewardTickets: number;
}

/** An assignment's settings as stored, or as a teacher wants them. */
export interface AssignmentPlan extends AssignmentFields {
  /** In the order students take them. */
  resourceIds: number[];
  studentIds: number[];
}

/** What stays once an assignment has started, so every student works on, and is rewarded for, the same thing. */
export type FixedOnceStarted = 'start_date' | 'difficulty' | 'rewards' | 'materials' | 'students_removed';

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Rule: what `wanted` would change of a started assignment that may not change: its start, difficulty,
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
 * Rule: the period. The end on or after the start; a new start not in the past; and an end
 * that is moved not before today, so no completion already recorded falls outside the period.
 * An edit that keeps a past end (renaming an ended assignment) is fine.
 */
export function periodRefusal(wanted: AssignmentPlan, today: string, current?: AssignmentPlan): ErrorCode | null {
  const startMoved = wanted.startDate !== current?.startDate;
  const endMoved = wanted.endDate !== current?.endDate;
  const refused =
    wanted.endDate < wanted.startDate ||
    (startMoved && wanted.startDate < today) ||
    (endMoved && current !== undefined && wanted.endDate < today);
  return refused ? 'assignment.dates_invalid' : null;
}

/** Rule: everything of an assignment may change, and it may be deleted, only before its start date. */
export function isBeforeStart(assignment: { startDate: string; endDate: string }, today: string): boolean {
  return assignmentStatus(assignment, today) === 'upcoming';
}

/** A class member as the rule below needs them. */
export interface Member {
  id: number;
  active: boolean;
}

/**
 * Rule: new work goes only to students of the class who are active (inactive ones cannot sign in
 * to do it). `members` are the class's members among `studentIds`.
 */
export function newWorkRefusal(
  studentIds: number[],
  members: Member[],
): { code: ErrorCode; details?: { stuids: number[] } } | null {
  if (members.length !== studentIds.length) return { code: 'assignment.students_not_in_course' };
  const inactive = members.filter((member) => !member.active).map((member) => member.id);
  return inactive.length > 0 ? { code: 'assignment.students_inactive', details: { stuids: inactive } } : null;
}

/**
 * Rule: where one student stands with an assignment: upcoming before its start, then complete once
 * completed within the period, missed once the period has ended without that, else incomplete.
 */
export function studentAssignmentState(
  assignment: { startDate: string; endDate: string },
  completedAt: Date | null,
  today: string,
): StudentAssignmentState {
  if (assignmentStatus(assignment, today) === 'upcoming') return 'upcoming';
  return assignmentState(assignment.endDate, completedAt, today);
}
