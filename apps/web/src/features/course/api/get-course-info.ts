import { COURSE_PATHS, type CourseInfoResponse, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getCourseInfo(courseid: number) {
  return http.get<CourseInfoResponse>(fillPath(COURSE_PATHS.info, { courseid }));
}

// Kept under `courseKeys.all` with everything else about classes, so a roster change that
// alters the seat count refreshes this header as well.
export const courseInfoQuery = (courseid: number) =>
  queryOptions({
    queryKey: courseKeys.info(courseid),
    queryFn: async () => unwrap(await getCourseInfo(courseid)).course,
  });

/** One class as the class pages' header shows it; a class the user may not see answers 404. */
export function useCourseInfo(courseid: number) {
  return useQuery(courseInfoQuery(courseid));
}
