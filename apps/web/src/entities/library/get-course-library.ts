import { type CourseDetailResponse, fillPath, LIBRARY_PATHS } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/request-failure';
import { courseKeys } from '../course/query-keys';

export function getCourseLibrary(courseid: number) {
  return http.get<CourseDetailResponse>(fillPath(LIBRARY_PATHS.detail, { courseid }));
}

/** The class's whole library with its overview: what the filter choices and the summary are made from. */
export const courseLibraryQuery = (courseid: number) =>
  queryOptions({
    queryKey: courseKeys.libraryResources(courseid),
    queryFn: async () => unwrap(await getCourseLibrary(courseid)),
  });
