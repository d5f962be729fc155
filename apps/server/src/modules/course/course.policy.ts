import type { StaffPrincipal } from '../session/index.js';

/** Which classes a staff member may see: an administrator the whole institution, a teacher their own. */
export interface CourseScope {
  institutionId: number;
  teacherId?: number;
}

export function visibleCourses(staff: StaffPrincipal): CourseScope {
  return staff.role === 'admin'
    ? { institutionId: staff.institutionId }
    : { institutionId: staff.institutionId, teacherId: staff.userId };
}

/** The same rule for one class, for routes that open a class by its id. */
export function canViewCourse(staff: StaffPrincipal, course: { institutionId: number; teacherId: number }): boolean {
  const scope = visibleCourses(staff);
  return (
    course.institutionId === scope.institutionId &&
    (scope.teacherId === undefined || course.teacherId === scope.teacherId)
  );
}
