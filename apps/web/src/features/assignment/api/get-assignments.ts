import { ASSIGNMENT_PATHS, type AssignmentListResponse, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { assignmentsKey } from './assignment-keys';

/** The class's assignments and its weekly auto-assignment switch. */
export type AssignmentList = Omit<AssignmentListResponse, 'status'>;

export function getAssignments(courseid: number) {
  return http.get<AssignmentListResponse>(fillPath(ASSIGNMENT_PATHS.list, { courseid }));
}

export const assignmentsQuery = (courseid: number) =>
  queryOptions({
    queryKey: assignmentsKey(courseid),
    queryFn: async (): Promise<AssignmentList> => {
      const { record, auto_assign } = unwrap(await getAssignments(courseid));
      return { record, auto_assign };
    },
  });

/** The class's assignments with their progress counts, and whether auto-assignment is on. */
export function useAssignments(courseid: number) {
  return useQuery(assignmentsQuery(courseid));
}
