import { ASSIGNMENT_PATHS, type AssignmentListResponse, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** The class's assignments, its weekly auto-assignment switch and when that runs next. */
export type AssignmentList = Omit<AssignmentListResponse, 'status'>;

export function getAssignments(courseid: number) {
  return http.get<AssignmentListResponse>(fillPath(ASSIGNMENT_PATHS.list, { courseid }));
}

export const assignmentsQuery = (courseid: number) =>
  queryOptions({
    queryKey: courseKeys.assignments(courseid),
    queryFn: async (): Promise<AssignmentList> => {
      const { status: _, ...list } = unwrap(await getAssignments(courseid));
      return list;
    },
  });

/** The class's assignments with their progress counts, whether auto-assignment is on and its next run. */
export function useAssignments(courseid: number) {
  return useQuery(assignmentsQuery(courseid));
}
