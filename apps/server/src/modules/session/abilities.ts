import type { StaffAbilities, StaffAbility } from '@lms/shared';
import type { StaffPrincipal } from './principal.js';

/** Who a staff member is, as far as what they may do across the school depends on it. */
export type StaffStanding = Pick<StaffPrincipal, 'role' | 'internal'>;

/**
 * The school-wide rules, one per ability: the routes' access levels, the services and the
 * abilities the web is told all ask these. The product company's staff act as the school's
 * administrator, never through an account of their own.
 */
const STAFF_RULES: Record<StaffAbility, (staff: StaffStanding) => boolean> = {
  manage_school: (staff) => staff.role === 'admin',
  keep_collections: (staff) => staff.role === 'teacher',
  own_account: (staff) => staff.internal === undefined,
};

/** Whether the staff member may do this across the school. */
export function staffCan(staff: StaffStanding, ability: StaffAbility): boolean {
  return STAFF_RULES[ability](staff);
}

/** Every school-wide answer at once, as the web receives it with the session. */
export function staffAbilities(staff: StaffStanding): StaffAbilities {
  return {
    manage_school: staffCan(staff, 'manage_school'),
    keep_collections: staffCan(staff, 'keep_collections'),
    own_account: staffCan(staff, 'own_account'),
  };
}
