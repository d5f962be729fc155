import type { CourseAbilities, ErrorCode, StaffAbility } from '@lms/shared';
import type { StaffPrincipal } from '../session/index.js';
import { type CourseAction, type CourseFacts, canViewCourse, isOpenForChanges } from './course.rules.js';
import { mayInSchool } from './school.rules.js';
import { canSeeStaffMember } from './staff.rules.js';

/** A class as a question names it: what the rules look at of it, and the day it is asked on. */
export interface CourseSubject {
  course: CourseFacts;
  today: string;
}

/** A staff member of the school, by id. */
export interface StaffMemberSubject {
  staffMember: number;
}

/**
 * Every question asked of what a staff member may do, as an action and its subject: an ability
 * across their own school (no subject), reading or changing a class, seeing a staff member's page.
 */
export type Question =
  | [action: StaffAbility]
  | [action: CourseAction, subject: CourseSubject]
  | [action: 'view', subject: StaffMemberSubject];

/**
 * The answer to every question, from the rules of its subject: undefined when allowed, else the
 * error to answer. A class the caller may not see is not found, whatever the action, so its
 * existence is not disclosed; a change to an expired class is `course.expired`; anything else
 * refused is forbidden.
 */
export function refusal(staff: StaffPrincipal, ...question: Question): ErrorCode | undefined {
  if (question.length === 1) return mayInSchool(staff, question[0]) ? undefined : 'common.forbidden';
  const [action, subject] = question;
  if ('staffMember' in subject) return canSeeStaffMember(staff, subject.staffMember) ? undefined : 'common.forbidden';
  if (!canViewCourse(staff, subject.course)) return 'common.not_found';
  if (action === 'change' && !isOpenForChanges(subject.course, subject.today)) return 'course.expired';
  return undefined;
}

/** can(staff, action, subject): whether the staff member may. */
export function can(staff: StaffPrincipal, ...question: Question): boolean {
  return refusal(staff, ...question) === undefined;
}

/** Every answer the web needs about one class, as it comes with the class. */
export function courseAbilities(staff: StaffPrincipal, course: CourseFacts, today: string): CourseAbilities {
  return { change: can(staff, 'change', { course, today }) };
}
