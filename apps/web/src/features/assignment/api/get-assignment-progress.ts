import { ASSIGNMENT_PATHS, type AssignmentSummary, fillPath, type StudentProgress } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface AssignmentProgress {
  status: 'success';
  assignment: AssignmentSummary;
  record: StudentProgress[];
}

export function getAssignmentProgress(courseid: number, aid: number) {
  return http.get<AssignmentProgress>(fillPath(ASSIGNMENT_PATHS.progress, { courseid, aid }));
}

/** One assignment and where each of its students stands. */
export function useAssignmentProgress(courseid: number, aid: number) {
  return useQuery({
    queryKey: courseKeys.assignmentProgress(courseid, aid),
    queryFn: async () => unwrap(await getAssignmentProgress(courseid, aid)),
  });
}
