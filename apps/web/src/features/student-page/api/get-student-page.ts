import { fillPath, STUDENT_PAGE_PATHS, type StudentPageResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getStudentPage(courseid: number, stuid: number) {
  return http.get<StudentPageResponse>(fillPath(STUDENT_PAGE_PATHS.page, { courseid, stuid }));
}

export const studentPageQuery = (courseid: number, stuid: number) =>
  queryOptions({
    queryKey: courseKeys.studentPage(courseid, stuid),
    queryFn: async () => unwrap(await getStudentPage(courseid, stuid)),
  });

/** A student's page in a class: time spent, history, assignments, Echo Valley answers, levels, rewards and notes. */
export function useStudentPage(courseid: number, stuid: number) {
  return useQuery(studentPageQuery(courseid, stuid));
}
