import { ASSIGNMENT_PATHS, type AssignmentSummary, fillPath, type StudentProgress } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { assignmentProgressKey } from './assignment-keys';

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
    queryKey: assignmentProgressKey(courseid, aid),
    queryFn: async () => unwrap(await getAssignmentProgress(courseid, aid)),
  });
}
