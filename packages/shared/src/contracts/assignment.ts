import { z } from 'zod';
import { isoDate } from './common.js';
import { idListSchema, lineText, wholeNumber } from './primitives.js';
import { formBoolean } from './roster.js';

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Harder assignments give more: the default extra EXP and lucky-draw tickets of each difficulty (1 easy … 5 difficult). */
export const DIFFICULTY_REWARDS: Record<Difficulty, { exp: number; tickets: number }> = {
  1: { exp: 10, tickets: 1 },
  2: { exp: 20, tickets: 1 },
  3: { exp: 30, tickets: 2 },
  4: { exp: 40, tickets: 2 },
  5: { exp: 50, tickets: 3 },
};

export const ASSIGNMENT_LIMITS = { nameMax: 100, materialsMax: 50, rewardMax: 1000 } as const;

/** Upcoming before the start date, ongoing through the end date, ended after it. */
export const ASSIGNMENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** A student's assignment: every material completed within the period, not yet, or the period ended without that. */
export const ASSIGNMENT_STATES = ['complete', 'incomplete', 'missed'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

const idList = idListSchema();
const reward = wholeNumber(0, ASSIGNMENT_LIMITS.rewardMax);

/**
 * An assignment as the teacher wants it: the body of creating one, and of editing one. Once
 * an assignment has started, an edit may rename it, move its end date (to today or later)
 * and add students; its start, difficulty, rewards, materials and students already given it stay.
 */
export const setAssignmentBody = z.object({
  name: lineText.trim().min(1).max(ASSIGNMENT_LIMITS.nameMax),
  start_date: isoDate,
  end_date: isoDate,
  difficulty: wholeNumber(1, 5).refine((value): value is Difficulty =>
    (DIFFICULTIES as readonly number[]).includes(value),
  ),
  /** Default: the difficulty's reward. */
  reward_exp: reward.optional(),
  reward_tickets: reward.optional(),
  /** The materials in the order students should take them. */
  resourceids: idList.pipe(z.array(z.number()).min(1).max(ASSIGNMENT_LIMITS.materialsMax)),
  /** Active students of the class; inactive ones cannot be given new work. */
  stuids: idList,
  /** Also open to the class's students the materials that are closed to them, in the same transaction. */
  open_materials: formBoolean.optional(),
});
export type SetAssignmentBody = z.infer<typeof setAssignmentBody>;
export const setAssignmentResponse = z.object({
  status: z.literal('success'),
  aid: z.number().int(),
  /** The materials this call opened to the class's students (only with open_materials). */
  opened: z.array(z.number().int()),
});
export type SetAssignmentResponse = z.infer<typeof setAssignmentResponse>;

export const assignmentSummary = z.object({
  aid: z.number().int(),
  name: z.string(),
  start_date: isoDate,
  end_date: isoDate,
  difficulty: z.number().int(),
  reward_exp: z.number().int(),
  reward_tickets: z.number().int(),
  /** Materials in order. */
  resourceids: z.array(z.number().int()),
  assigned: z.number().int(),
  completed: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** Set by the weekly auto-assignment rather than a teacher. */
  auto: z.boolean(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummary>;
export const assignmentListResponse = z.object({
  status: z.literal('success'),
  record: z.array(assignmentSummary),
  /** Whether the weekly auto-assignment is on for the class. */
  auto_assign: z.boolean(),
  /**
   * When the weekly auto-assignment runs next (ISO moment: Monday at 05:00 server time),
   * whether or not it is on; null when the class expires before then.
   */
  next_run: z.string().nullable(),
});
export type AssignmentListResponse = z.infer<typeof assignmentListResponse>;

/**
 * The weekly auto-assignment: when a class has it on, every Monday its students get the next
 * materials of the class library, this many, as one assignment for the week.
 */
export const AUTO_ASSIGNMENT_MATERIALS = 3;

export const autoAssignBody = z.object({ enabled: formBoolean });
export const autoAssignResponse = z.object({ status: z.literal('success'), auto_assign: z.boolean() });
export type AutoAssignResponse = z.infer<typeof autoAssignResponse>;

export const materialProgress = z.object({
  resourceid: z.number().int(),
  spent_s: z.number().int(),
  completed: z.boolean(),
});
export const studentProgress = z.object({
  stuid: z.number().int(),
  username: z.string(),
  state: z.enum(ASSIGNMENT_STATES),
  checked: z.boolean(),
  spent_s: z.number().int(),
  /** ISO moment the last material was completed; null until complete. */
  completed_at: z.string().nullable(),
  /** In the assignment's order. */
  materials: z.array(materialProgress),
});
export type StudentProgress = z.infer<typeof studentProgress>;
export const assignmentProgressResponse = z.object({
  status: z.literal('success'),
  assignment: assignmentSummary,
  record: z.array(studentProgress),
});
export type AssignmentProgressResponse = z.infer<typeof assignmentProgressResponse>;

export const checkAssignmentBody = z.object({
  stuids: idList.pipe(z.array(z.number()).min(1)),
  checked: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true'),
});

/** A signed-in student's assignment, as the learner app shows it. */
export const learnerAssignment = z.object({
  aid: z.number().int(),
  courseid: z.number().int(),
  name: z.string(),
  start_date: isoDate,
  end_date: isoDate,
  difficulty: z.number().int(),
  reward_exp: z.number().int(),
  reward_tickets: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  state: z.enum(ASSIGNMENT_STATES),
  resourceids: z.array(z.number().int()),
});
export const learnerAssignmentsResponse = z.object({
  status: z.literal('success'),
  record: z.array(learnerAssignment),
});
