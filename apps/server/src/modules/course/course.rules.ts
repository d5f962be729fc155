import type { CourseAbilities, ErrorCode } from '@lms/shared';
import { type StaffPrincipal, staffCan } from '../session/index.js';

// Who may do what with a class, as small named rules. Classes are read through `visibleCourses`,
// the view rule as a query scope, so a class the caller may not see is never found (404).

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
  return staffCan(staff, 'manage_school')
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

/**
 * allow(staff, action, class): undefined when allowed, else the error to answer. A class the
 * caller may not see is not found, whatever the action, so its existence is not disclosed.
 */
export function courseRefusal(
  staff: StaffPrincipal,
  action: CourseAction,
  course: CourseFacts,
  today: string,
): ErrorCode | undefined {
  if (!canViewCourse(staff, course)) return 'common.not_found';
  if (action === 'change' && !isOpenForChanges(course, today)) return 'course.expired';
  return undefined;
}

/** Every answer the web needs about one class, from the rules above. */
export function courseAbilities(staff: StaffPrincipal, course: CourseFacts, today: string): CourseAbilities {
  return { change: courseRefusal(staff, 'change', course, today) === undefined };
}

/** What decides whether a class's dates and active student limit may be saved. */
export interface CourseLimitFacts {
  startDate: string;
  expiryDate: string;
  studentLimit: number;
  /** Active students in the class now (0 for a new class). */
  occupied: number;
  /** The school's quota of active students. */
  quota: number;
  isNew: boolean;
}

/**
 * Rule: the expiry date is on or after the start date, and a new class has not expired already;
 * the limit holds the class's active students and fits in the school's quota.
 */
export function courseLimitRefusal(facts: CourseLimitFacts, today: string): ErrorCode | undefined {
  if (facts.expiryDate < facts.startDate || (facts.isNew && facts.expiryDate < today)) return 'course.dates_invalid';
  if (facts.studentLimit > facts.quota) return 'course.limit_above_quota';
  if (facts.studentLimit < facts.occupied) return 'course.limit_below_students';
  return undefined;
}

/** Rule: a class is taught by an active teacher of its school (not an administrator, not invited or suspended). */
export function canTeach(staff: { role: string; status: string }): boolean {
  return staff.role === 'teacher' && staff.status === 'active';
}
