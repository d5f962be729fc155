import type { AssignmentState, AssignmentStatus, AssignmentSummary, learnerAssignment } from '@lms/shared';
import type { z } from 'zod';
import type { AssignmentRow, listStudentAssignments } from './assignment.repository.js';
import type { AssignmentFields } from './assignment.rules.js';

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

/** What a teacher sets of an assignment, as the API writes it. */
function fieldsJson(row: AssignmentFields) {
  return {
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    difficulty: row.difficulty,
    reward_exp: row.rewardExp,
    reward_tickets: row.rewardTickets,
  };
}

export function toAssignmentSummary(row: AssignmentRow, today: string): AssignmentSummary {
  return {
    aid: row.id,
    ...fieldsJson(row),
    resourceids: row.resourceIds,
    assigned: row.assigned,
    completed: row.completed,
    status: assignmentStatus(row, today),
    auto: row.auto,
  };
}

type StudentAssignmentRow = Awaited<ReturnType<typeof listStudentAssignments>>[number];

export function toLearnerAssignment(row: StudentAssignmentRow, today: string): z.infer<typeof learnerAssignment> {
  return {
    aid: row.id,
    courseid: row.courseId,
    ...fieldsJson(row),
    status: assignmentStatus(row, today),
    state: assignmentState(row.endDate, row.completedAt, today),
    resourceids: row.resourceIds,
  };
}

/** The check page's body, ready to send: the students' progress arrives as JSON text from the database. */
export function progressBody(assignment: AssignmentSummary, studentsJson: string): string {
  return `{"status":"success","assignment":${JSON.stringify(assignment)},"record":${studentsJson}}`;
}
