import type { StaffAbilities, StaffAbility } from '@lms/shared';
import type { StaffPrincipal } from '../session/index.js';

/** Who a staff member is, as far as what they may do across the school depends on it. */
export type StaffStanding = Pick<StaffPrincipal, 'role' | 'internal'>;

/**
 * What a staff member may do across the school, one rule per ability. The product company's
 * staff act as the school's administrator, never through an account of their own.
 */
const SCHOOL_RULES: Record<StaffAbility, (staff: StaffStanding) => boolean> = {
  manage_school: (staff) => staff.role === 'admin',
  keep_collections: (staff) => staff.role === 'teacher',
  own_account: (staff) => staff.internal === undefined,
};

/** Rule: whether the staff member may do this across the school. */
export function mayInSchool(staff: StaffStanding, ability: StaffAbility): boolean {
  return SCHOOL_RULES[ability](staff);
}

/** Every school-wide answer at once, as the web receives it with the session. */
export function staffAbilities(staff: StaffStanding): StaffAbilities {
  return {
    manage_school: mayInSchool(staff, 'manage_school'),
    keep_collections: mayInSchool(staff, 'keep_collections'),
    own_account: mayInSchool(staff, 'own_account'),
  };
}
