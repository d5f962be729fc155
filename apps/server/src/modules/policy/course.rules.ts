import type { StaffPrincipal } from '../session/index.js';
import { mayInSchool } from './school.rules.js';

// Who may do what with a class. Classes are read through `visibleCourses`, the view rule as a
// query scope, so a class the caller may not see is never found (404).

/** What a staff member does with a class: read it, or change it or anything in it. */
export type CourseAction = 'view' | 'change';

/** What the rules look at of a class. */
export interface CourseFacts {
  institutionId: number;
  teacherId: number;
  expiryDate: string;
}

/** Which classes a staff member may see: an administrator the whole institution, a teacher their own. */
export interface CourseScope {
  institutionId: number;
  teacherId?: number;
}

/** Rule: an administrator sees every class of their school, a teacher only their own. */
export function visibleCourses(staff: StaffPrincipal): CourseScope {
  return mayInSchool(staff, 'manage_school')
    ? { institutionId: staff.institutionId }
    : { institutionId: staff.institutionId, teacherId: staff.userId };
}

/** The same rule for one class. */
export function canViewCourse(
  staff: StaffPrincipal,
  course: Pick<CourseFacts, 'institutionId' | 'teacherId'>,
): boolean {
  const scope = visibleCourses(staff);
  return (
    course.institutionId === scope.institutionId &&
    (scope.teacherId === undefined || course.teacherId === scope.teacherId)
  );
}

/** Rule: a class is read-only once it has expired, that is from the day after its expiry date. */
export function isOpenForChanges(course: Pick<CourseFacts, 'expiryDate'>, today: string): boolean {
  return course.expiryDate >= today;
}
