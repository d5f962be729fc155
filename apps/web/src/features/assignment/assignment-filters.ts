import type { AssignmentStatus, AssignmentSummary } from '@lms/shared';

export type StatusFilter = AssignmentStatus | 'all';

/** The assignments of one status (or all) whose name contains the search, ignoring case. */
export function filterAssignments(assignments: AssignmentSummary[], status: StatusFilter, search: string) {
  const term = search.trim().toLocaleLowerCase();
  return assignments.filter(
    (assignment) =>
      (status === 'all' || assignment.status === status) && assignment.name.toLocaleLowerCase().includes(term),
  );
}
