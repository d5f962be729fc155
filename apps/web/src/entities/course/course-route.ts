import type { CourseInfo } from '@lms/shared';
import type { Params } from 'react-router';

/** The trailing segment of a class page's read-only variant (SPEC §2: "{expired}"). */
export const EXPIRED_SEGMENT = 'expired';

/**
 * The parameters every class page route ends with (SPEC §2): `course={name}/type={type}/{courseid}`
 * and, for the read-only variant of an expired class, a trailing `expired`.
 */
export const COURSE_ROUTE_PARAMS = ':courseSegment/:typeSegment/:courseid/:expired?';

export interface CourseRoute {
  /** The class name and type as the address has them: informative only, possibly stale or edited. */
  course: string;
  type: string;
  /** The only authority on which class is shown. */
  courseid: number;
  expired: boolean;
}

function valueAfter(name: string, segment = ''): string {
  return segment.startsWith(`${name}=`) ? segment.slice(name.length + 1) : '';
}

/**
 * Reads a class page address. Only the id has to be right: a wrong `course=` or `type=`
 * is corrected from the server's answer. A malformed id or trailing segment is not a page.
 */
export function parseCourseRoute(params: Params): CourseRoute | null {
  const { courseSegment, typeSegment, courseid, expired } = params;
  if (!courseid || !/^[1-9]\d*$/.test(courseid) || !Number.isSafeInteger(Number(courseid))) return null;
  if (expired !== undefined && expired !== EXPIRED_SEGMENT) return null;
  return {
    course: valueAfter('course', courseSegment),
    type: valueAfter('type', typeSegment),
    courseid: Number(courseid),
    expired: expired === EXPIRED_SEGMENT,
  };
}

/** The address of one class page (`page` is its first segment, e.g. "course_student"). */
export function coursePagePath(
  page: string,
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>,
  expired: boolean,
): string {
  const path = `/${page}/course=${encodeURIComponent(course.course_name)}/type=${encodeURIComponent(course.type)}/${course.courseid}`;
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}

/** Whether an address already says what the server says about the class, so it needs no correcting. */
export function isCanonical(route: CourseRoute, course: Pick<CourseInfo, 'course_name' | 'type'>, expired: boolean) {
  return route.course === course.course_name && route.type === course.type && route.expired === expired;
}

/**
 * The address of the class page `pathname` shows (`page` is its first segments, e.g.
 * "check_assignment" or "course_weekly_quiz/progress"), as the server's class says it: its name
 * and type, what follows the class id kept (an assignment's or a student's id), and the trailing
 * "expired" exactly when the page is read-only.
 */
export function classPageAddress(
  page: string,
  pathname: string,
  course: Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>,
  expired: boolean,
): string {
  // "", the page's segments, course=…, type=…, the id: what follows is the page's own.
  const own = pathname
    .split('/')
    .slice(page.split('/').length + 4)
    .filter((segment) => segment !== EXPIRED_SEGMENT);
  const path = [coursePagePath(page, course, false), ...own].join('/');
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}
