import { fillPath, type ListBriefResponse, ROSTER_PATHS } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getClassStudents(courseid: number) {
  return http.get<ListBriefResponse>(fillPath(ROSTER_PATHS.listBrief, { courseid }));
}

/** The class's students by name only: whom an assignment can be given to. */
export function useClassStudents(courseid: number) {
  return useQuery({
    queryKey: courseKeys.studentsBrief(courseid),
    queryFn: async () => unwrap(await getClassStudents(courseid)).record,
  });
}
