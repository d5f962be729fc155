import {
  type AssignmentSummary,
  DIFFICULTY_REWARDS,
  type Difficulty,
  type ListBriefResponse,
  type SetAssignmentBody,
} from '@lms/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { SelectedMaterial } from '../../entities/assignment/assignment-selection-store';

type ClassStudent = ListBriefResponse['record'][number];

/**
 * The assignment being edited as it is saved: what an edit is measured against. Once it has
 * started, only its name, its end date (to today or later) and more students may change.
 */
export interface SavedAssignment {
  started: boolean;
  start: Dayjs;
  end: Dayjs;
  /** The students it is given to; they stay once it has started. */
  stuids: number[];
}

/** An assignment being written on the create or edit page. */
export interface AssignmentDraft {
  name: string;
  start: Dayjs;
  end: Dayjs;
  difficulty: Difficulty;
  rewardExp: number;
  rewardTickets: number;
  materials: SelectedMaterial[];
  /** Every active student of the class, or only `stuids`. */
  everyone: boolean;
  stuids: number[];
  /** Open the materials still closed to the class's students when saving. */
  openClosed: boolean;
  /** Present when editing. */
  saved?: SavedAssignment;
}

/** An assignment normally runs for a week, starting today. */
export const DEFAULT_LENGTH_DAYS = 7;
export const DEFAULT_DIFFICULTY: Difficulty = 2;

export function newDraft(materials: SelectedMaterial[], today: Dayjs = dayjs()): AssignmentDraft {
  const start = today.startOf('day');
  return {
    name: '',
    start,
    end: start.add(DEFAULT_LENGTH_DAYS, 'day'),
    difficulty: DEFAULT_DIFFICULTY,
    rewardExp: DIFFICULTY_REWARDS[DEFAULT_DIFFICULTY].exp,
    rewardTickets: DIFFICULTY_REWARDS[DEFAULT_DIFFICULTY].tickets,
    materials,
    everyone: true,
    stuids: [],
    openClosed: true,
  };
}

/** The draft of an existing assignment: "the whole class" when it is given to exactly the class's active students. */
export function draftOf(
  assignment: AssignmentSummary,
  members: number[],
  materials: SelectedMaterial[],
  students: ClassStudent[],
): AssignmentDraft {
  const active = students.filter((student) => student.active).map((student) => student.stuid);
  const given = new Set(members);
  const start = dayjs(assignment.start_date);
  const end = dayjs(assignment.end_date);
  return {
    name: assignment.name,
    start,
    end,
    difficulty: assignment.difficulty as Difficulty,
    rewardExp: assignment.reward_exp,
    rewardTickets: assignment.reward_tickets,
    materials,
    everyone: active.length === given.size && active.every((stuid) => given.has(stuid)),
    stuids: members,
    openClosed: true,
    saved: { started: assignment.status !== 'upcoming', start, end, stuids: members },
  };
}

/** The students who stay on the assignment whatever is chosen: those it is given to, once it has started. */
export const keptStudents = (draft: Pick<AssignmentDraft, 'saved'>): number[] =>
  draft.saved?.started ? draft.saved.stuids : [];

/** A new difficulty brings its own rewards; the teacher may still change them afterwards. */
export function withDifficulty(draft: AssignmentDraft, difficulty: Difficulty): AssignmentDraft {
  const reward = DIFFICULTY_REWARDS[difficulty];
  return { ...draft, difficulty, rewardExp: reward.exp, rewardTickets: reward.tickets };
}

export type DraftProblem = 'nameRequired' | 'startPast' | 'endBeforeStart' | 'endPast' | 'noMaterials' | 'noStudents';

/** Whom the draft gives the assignment to: the class's active students or the chosen ones, and those who stay. */
export function studentsOf(draft: AssignmentDraft, activeStudents: number[]): number[] {
  return [...new Set([...(draft.everyone ? activeStudents : draft.stuids), ...keptStudents(draft)])];
}

/**
 * What stops the draft from being sent, in the order the form shows its fields; the keys are
 * in the `assignment` namespace under `problems`. A date the edit leaves as saved is never a
 * problem, even in the past.
 */
export function problemsOf(draft: AssignmentDraft, activeStudents: number[], today: Dayjs = dayjs()): DraftProblem[] {
  const { saved } = draft;
  const startMoved = !saved || !draft.start.isSame(saved.start, 'day');
  const endMoved = saved !== undefined && !draft.end.isSame(saved.end, 'day');
  const problems: DraftProblem[] = [];
  if (draft.name.trim() === '') problems.push('nameRequired');
  if (startMoved && draft.start.isBefore(today, 'day')) problems.push('startPast');
  if (draft.end.isBefore(draft.start, 'day')) problems.push('endBeforeStart');
  else if (endMoved && draft.end.isBefore(today, 'day')) problems.push('endPast');
  if (draft.materials.length === 0) problems.push('noMaterials');
  if (studentsOf(draft, activeStudents).length === 0) problems.push('noStudents');
  return problems;
}

export function bodyOf(draft: AssignmentDraft, activeStudents: number[]): SetAssignmentBody {
  return {
    name: draft.name.trim(),
    start_date: draft.start.format('YYYY-MM-DD'),
    end_date: draft.end.format('YYYY-MM-DD'),
    difficulty: draft.difficulty,
    reward_exp: draft.rewardExp,
    reward_tickets: draft.rewardTickets,
    resourceids: draft.materials.map((material) => material.resourceid),
    stuids: studentsOf(draft, activeStudents),
    open_materials: draft.openClosed,
  };
}

/** Moves one material up (-1) or down (+1) in the order students take them. */
export function moveMaterial(materials: SelectedMaterial[], index: number, step: -1 | 1): SelectedMaterial[] {
  const target = index + step;
  if (target < 0 || target >= materials.length) return materials;
  const next = [...materials];
  [next[index], next[target]] = [next[target] as SelectedMaterial, next[index] as SelectedMaterial];
  return next;
}
