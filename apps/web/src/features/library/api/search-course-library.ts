import { type CourseDetailResponse, fillPath, LIBRARY_PATHS } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** `params` are the filters and sort order set (see `resourceParams`). */
export function searchCourseLibrary(courseid: number, params: Record<string, string>) {
  return http.post<CourseDetailResponse>(fillPath(LIBRARY_PATHS.search, { courseid }), params);
}

export const courseLibrarySearchQuery = (courseid: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: courseKeys.librarySearch(courseid, params),
    queryFn: async () => unwrap(await searchCourseLibrary(courseid, params)),
  });
