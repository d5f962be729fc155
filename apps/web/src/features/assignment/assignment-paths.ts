import type { CourseInfo } from '@lms/shared';
import { coursePagePath, EXPIRED_SEGMENT } from '../course/course-route';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The first segment of the assignment list's address (SPEC §2 /course_assignment). */
export const ASSIGNMENT_PAGE = 'course_assignment';
/** The check page's parameters: the class's, then the assignment id, then the read-only variant. */
export const CHECK_ROUTE_PARAMS = ':courseSegment/:typeSegment/:courseid/:aid/:expired?';

export const assignmentListPath = (course: ClassAddress, expired: boolean) =>
  coursePagePath(ASSIGNMENT_PAGE, course, expired);

export const createAssignmentPath = (course: ClassAddress) =>
  coursePagePath(`${ASSIGNMENT_PAGE}/create`, course, false);

export function checkAssignmentPath(course: ClassAddress, aid: number, expired: boolean) {
  const path = `${coursePagePath('check_assignment', course, false)}/${aid}`;
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}
