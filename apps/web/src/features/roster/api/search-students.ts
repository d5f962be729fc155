import { fillPath, ROSTER_PATHS, type StudentCandidatesResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function searchStudents(courseid: number, term: string) {
  return http.get<StudentCandidatesResponse>(fillPath(ROSTER_PATHS.search, { courseid, term }));
}

export const studentSearchQuery = (courseid: number, term: string) =>
  queryOptions({
    queryKey: courseKeys.studentSearch(courseid, term),
    queryFn: async () => unwrap(await searchStudents(courseid, term)).record,
  });

/** The school's students matching a name, account or number, each marked if already in this class. */
export function useStudentSearch(courseid: number, term: string) {
  return useQuery({ ...studentSearchQuery(courseid, term), enabled: term !== '' });
}
