import type {
  AssignmentState,
  AssignmentStatus,
  AssignmentSummary,
  learnerAssignment,
  StudentProgress,
} from '@lms/shared';
import type { z } from 'zod';
import type { AssignmentRow, listStudentAssignments, progressRows } from './assignment.repository.js';

/** Upcoming before the start date, ongoing through the end date (both included), ended after. */
export function assignmentStatus(dates: { startDate: string; endDate: string }, today: string): AssignmentStatus {
  if (today < dates.startDate) return 'upcoming';
  return today > dates.endDate ? 'ended' : 'ongoing';
}

/** Complete once completed within the period; missed is derived here, when the period has ended without that. */
export function assignmentState(endDate: string, completedAt: Date | null, today: string): AssignmentState {
  if (completedAt) return 'complete';
  return today > endDate ? 'missed' : 'incomplete';
}

export function toAssignmentSummary(row: AssignmentRow, today: string): AssignmentSummary {
  return {
    aid: row.id,
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    difficulty: row.difficulty,
    reward_exp: row.rewardExp,
    reward_tickets: row.rewardTickets,
    resourceids: row.resourceIds,
    assigned: row.assigned,
    completed: row.completed,
    status: assignmentStatus(row, today),
    auto: row.auto,
  };
}

type ProgressRow = Awaited<ReturnType<typeof progressRows>>[number];

/** One entry per student, with every material of the assignment in its order (untouched ones at zero). */
export function toStudentProgress(assignment: AssignmentRow, rows: ProgressRow[], today: string): StudentProgress[] {
  const byStudent = new Map<number, { first: ProgressRow; touched: Map<number, ProgressRow> }>();
  for (const row of rows) {
    const entry = byStudent.get(row.studentId) ?? { first: row, touched: new Map() };
    if (row.resourceId !== null) entry.touched.set(row.resourceId, row);
    byStudent.set(row.studentId, entry);
  }
  return [...byStudent.values()].map(({ first, touched }) => {
    const materials = assignment.resourceIds.map((resourceid) => ({
      resourceid,
      spent_s: touched.get(resourceid)?.spentS ?? 0,
      completed: touched.get(resourceid)?.completed ?? false,
    }));
    return {
      stuid: first.studentId,
      username: first.username,
      state: assignmentState(assignment.endDate, first.completedAt, today),
      checked: first.checked,
      spent_s: materials.reduce((sum, material) => sum + material.spent_s, 0),
      completed_at: first.completedAt?.toISOString() ?? null,
      materials,
    };
  });
}

type StudentAssignmentRow = Awaited<ReturnType<typeof listStudentAssignments>>[number];

export function toLearnerAssignment(row: StudentAssignmentRow, today: string): z.infer<typeof learnerAssignment> {
  return {
    aid: row.id,
    courseid: row.courseId,
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    difficulty: row.difficulty,
    reward_exp: row.rewardExp,
    reward_tickets: row.rewardTickets,
    status: assignmentStatus(row, today),
    state: assignmentState(row.endDate, row.completedAt, today),
    resourceids: row.resourceIds,
  };
}
