import { ASSIGNMENT_PATHS, type AssignmentSummary, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { assignmentsKey } from './assignment-keys';

export function getAssignments(courseid: number) {
  return http.get<{ status: 'success'; record: AssignmentSummary[] }>(fillPath(ASSIGNMENT_PATHS.list, { courseid }));
}

export const assignmentsQuery = (courseid: number) =>
  queryOptions({
    queryKey: assignmentsKey(courseid),
    queryFn: async () => unwrap(await getAssignments(courseid)).record,
  });

/** The class's assignments with their progress counts. */
export function useAssignments(courseid: number) {
  return useQuery(assignmentsQuery(courseid));
}
