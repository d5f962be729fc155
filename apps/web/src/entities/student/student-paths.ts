import type { CourseInfo } from '@lms/shared';
import { coursePagePath, EXPIRED_SEGMENT } from '../course/course-route';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The first segment of the class's roster, the Students tab (SPEC §2 /course_student). */
export const ROSTER_PAGE = 'course_student';

/** The first segment of a student's page in a class (shown under the class's Students tab). */
export const STUDENT_PAGE = 'course_student_page';

/** A student's page: the class's parameters, the student's id, then the read-only variant. */
export const STUDENT_ROUTE_PARAMS = ':courseSegment/:typeSegment/:courseid/:stuid/:expired?';

/** The address of a student's page in a class, linked from the roster, the check page and the dashboard. */
export function studentPagePath(course: ClassAddress, stuid: number, expired: boolean): string {
  const path = `${coursePagePath(STUDENT_PAGE, course, false)}/${stuid}`;
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}

/** The address of the class's roster, where a student's page leads back to. */
export const rosterPath = (course: ClassAddress, expired: boolean) => coursePagePath(ROSTER_PAGE, course, expired);
