import type { CourseInfo } from '@lms/shared';
import { coursePagePath, EXPIRED_SEGMENT } from '../../entities/course/course-route';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The first segment of the assignment list's address (SPEC §2 /course_assignment). */
export const ASSIGNMENT_PAGE = 'course_assignment';
/** The first segment of an assignment's check page's address (SPEC §2 /check_assignment). */
export const CHECK_PAGE = 'check_assignment';
/** The parameters of one assignment's pages (check, edit): the class's, then the assignment id, then the read-only variant. */
export const ASSIGNMENT_ROUTE_PARAMS = ':courseSegment/:typeSegment/:courseid/:aid/:expired?';

export const assignmentListPath = (course: ClassAddress, expired: boolean) =>
  coursePagePath(ASSIGNMENT_PAGE, course, expired);

export const createAssignmentPath = (course: ClassAddress) =>
  coursePagePath(`${ASSIGNMENT_PAGE}/create`, course, false);

/** The edit page of one assignment (SPEC §2 leaves it open; it sits beside the create page). */
export const editAssignmentPath = (course: ClassAddress, aid: number) =>
  `${coursePagePath(`${ASSIGNMENT_PAGE}/edit`, course, false)}/${aid}`;

export function checkAssignmentPath(course: ClassAddress, aid: number, expired: boolean) {
  const path = `${coursePagePath(CHECK_PAGE, course, false)}/${aid}`;
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}
