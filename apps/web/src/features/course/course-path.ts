import type { CourseSummary } from '@lms/shared';
import { coursePagePath } from '../../lib/course-route';

/**
 * A class's roster page, the entry into everything about the class (SPEC §2 course routes);
 * an expired class opens read-only.
 */
export function courseStudentsPath(course: Pick<CourseSummary, 'course_name' | 'type' | 'courseid'>, expired: boolean) {
  return coursePagePath('course_student', course, expired);
}
