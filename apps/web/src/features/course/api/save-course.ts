import { CLASS_ADMIN_PATHS, type CourseBody, type CourseSavedResponse, fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';

/** Creates a class (no `courseId`, one key per action) or changes one. */
export function saveCourse(body: CourseBody, courseId?: number) {
  return courseId === undefined
    ? http.post<CourseSavedResponse>(CLASS_ADMIN_PATHS.create, body, { headers: onceOnly() })
    : http.post<CourseSavedResponse>(fillPath(CLASS_ADMIN_PATHS.edit, { courseid: courseId }), body);
}

export function useSaveCourse(courseId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CourseBody) => unwrap(await saveCourse(body, courseId)).courseid,
    // The class list, the class frame and the form's quota all show what changed.
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
