import type { StaffPrincipal } from '../session/index.js';
import { mayInSchool } from './school.rules.js';

/** Rule: a staff member's page is for the school's administrators, and for that staff member. */
export function canSeeStaffMember(staff: StaffPrincipal, userId: number): boolean {
  return mayInSchool(staff, 'manage_school') || staff.userId === userId;
}
