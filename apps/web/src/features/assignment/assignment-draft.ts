import { DIFFICULTY_REWARDS, type Difficulty, type SetAssignmentBody } from '@lms/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { SelectedMaterial } from '../../stores/assignment-selection-store';

/** An assignment being written on the create page. */
export interface AssignmentDraft {
  name: string;
  start: Dayjs;
  end: Dayjs;
  difficulty: Difficulty;
  rewardExp: number;
  rewardTickets: number;
  materials: SelectedMaterial[];
  /** Every student of the class, or only `stuids`. */
  everyone: boolean;
  stuids: number[];
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
  };
}

/** A new difficulty brings its own rewards; the teacher may still change them afterwards. */
export function withDifficulty(draft: AssignmentDraft, difficulty: Difficulty): AssignmentDraft {
  const reward = DIFFICULTY_REWARDS[difficulty];
  return { ...draft, difficulty, rewardExp: reward.exp, rewardTickets: reward.tickets };
}

export type DraftProblem = 'nameRequired' | 'startPast' | 'endBeforeStart' | 'noMaterials' | 'noStudents';

/** What stops the draft from being sent, in the order the form shows its fields; the keys are in the `assignment` namespace under `problems`. */
export function problemsOf(draft: AssignmentDraft, classSize: number, today: Dayjs = dayjs()): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.name.trim() === '') problems.push('nameRequired');
  if (draft.start.isBefore(today, 'day')) problems.push('startPast');
  if (draft.end.isBefore(draft.start, 'day')) problems.push('endBeforeStart');
  if (draft.materials.length === 0) problems.push('noMaterials');
  if ((draft.everyone ? classSize : draft.stuids.length) === 0) problems.push('noStudents');
  return problems;
}

export function bodyOf(draft: AssignmentDraft, classStudents: number[]): SetAssignmentBody {
  return {
    name: draft.name.trim(),
    start_date: draft.start.format('YYYY-MM-DD'),
    end_date: draft.end.format('YYYY-MM-DD'),
    difficulty: draft.difficulty,
    reward_exp: draft.rewardExp,
    reward_tickets: draft.rewardTickets,
    resourceids: draft.materials.map((material) => material.resourceid),
    stuids: draft.everyone ? classStudents : draft.stuids,
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
