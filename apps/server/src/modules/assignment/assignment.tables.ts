import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, oneOf } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, keyedBySchool, ofSchool, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { resources } from '../catalogue/catalogue.tables.js';
import { classWorkKeys, setBy } from '../school/class-work.tables.js';
import { institutions, students } from '../school/school.tables.js';

/** Reading and viewing work set for some students of a class, between two calendar dates (both included). */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    institutionId: school(),
    courseId: idRef('course_id').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    difficulty: integer('difficulty').notNull(),
    rewardExp: integer('reward_exp').notNull(),
    rewardTickets: integer('reward_tickets').notNull(),
    /** Set by the weekly auto-assignment rather than a teacher. */
    auto: boolean('auto').notNull().default(false),
    ...setBy(),
  },
  (t) => [
    ...classWorkKeys(t),
    index('assignments_course_idx').on(t.institutionId, t.courseId, t.startDate),
    // The weekly job may run twice in a week (a retry, a second server): one auto assignment per class and week.
    uniqueIndex('assignments_auto_week_idx').on(t.courseId, t.startDate, t.institutionId).where(sql`${t.auto}`),
    check('assignments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('assignments_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('assignments_rewards_check', sql`${t.rewardExp} >= 0 and ${t.rewardTickets} >= 0`),
  ],
);

/** An assignment's materials in the order students should take them. */
export const assignmentMaterials = pgTable(
  'assignment_materials',
  {
    assignmentId: idRef('assignment_id').notNull(),
    resourceId: belongsTo('resource_id', () => resources.id),
    institutionId: school(),
    position: integer('position').notNull(),
  },
  (t) => [
    keyedBySchool(t, t.assignmentId, t.resourceId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.assignmentId, () => assignments, 'cascade'),
    index('assignment_materials_resource_idx').on(t.resourceId),
  ],
);

/**
 * Who an assignment is for. completed_at is set when the event completing the last
 * material arrives within the period; missed is derived from the dates when read.
 */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: idRef('assignment_id').notNull(),
    studentId: idRef('student_id').notNull(),
    institutionId: school(),
    checked: boolean('checked').notNull().default(false),
    completedAt: moment('completed_at'),
  },
  (t) => [
    keyedBySchool(t, t.assignmentId, t.studentId),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.assignmentId, () => assignments, 'cascade'),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    index('assignment_students_student_idx').on(t.studentId),
  ],
);

/** Completing an assignment, or an Echo Valley quiz (every question answered). */
export const REWARD_REASONS = ['assignment', 'echo'] as const;

/**
 * Every credit of EXP and tickets to a student, with why. One row per student and
 * assignment or quiz, so completing either credits it exactly once.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: id(),
    institutionId: school(),
    studentId: idRef('student_id').notNull(),
    reason: text('reason', { enum: REWARD_REASONS }).notNull(),
    assignmentId: idRef('assignment_id'),
    /** The Echo Valley quiz completed (echo_quizzes.id); kept as a plain number so the ledger outlives the quiz. */
    echoQuizId: idRef('echo_quiz_id'),
    exp: integer('exp').notNull(),
    tickets: integer('tickets').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    keyedBySchool(t, t.id),
    ofSchool(t, () => institutions.id),
    sameSchool(t, t.studentId, () => students, 'cascade'),
    sameSchool(t, t.assignmentId, () => assignments, 'refuse'),
    uniqueIndex('reward_ledger_assignment_idx').on(t.studentId, t.assignmentId, t.institutionId),
    uniqueIndex('reward_ledger_echo_idx').on(t.studentId, t.echoQuizId, t.institutionId),
    index('reward_ledger_student_time_idx').on(t.studentId, t.createdAt),
    check('reward_ledger_reason_check', oneOf(t.reason, REWARD_REASONS)),
  ],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const ASSIGNMENT_TABLE_KINDS: TableKinds = {
  assignments: { kind: 'tenant', reason: `${SCHOOL_ROWS}: work set for a class` },
  assignment_materials: { kind: 'tenant', reason: `${SCHOOL_ROWS}: an assignment's materials` },
  assignment_students: { kind: 'tenant', reason: `${SCHOOL_ROWS}: who an assignment is for` },
  reward_ledger: { kind: 'tenant', reason: `${SCHOOL_ROWS}: EXP and tickets credited to students` },
};
