import { CLASS_ADMIN_PATHS, type CourseOptionsResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getCourseOptions() {
  return http.get<CourseOptionsResponse>(CLASS_ADMIN_PATHS.options);
}

export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: courseKeys.options(),
    queryFn: async () => unwrap(await getCourseOptions()),
  });

/** For administrators: the school's active teachers and packages, its quota in use, each class's library. */
export function useCourseOptions(enabled = true) {
  return useQuery({ ...courseOptionsQuery(), enabled });
}
