import type { CourseListResponse } from '@lms/shared';
import { COURSE_PATHS } from '@lms/shared/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getCourseList() {
  return http.get<CourseListResponse>(COURSE_PATHS.list);
}

export const courseListQuery = () =>
  queryOptions({
    queryKey: courseKeys.list(),
    queryFn: async () => unwrap(await getCourseList()),
  });

/** The signed-in user's classes: a teacher's own, or every class of an administrator's school. */
export function useCourseList() {
  return useQuery(courseListQuery());
}
