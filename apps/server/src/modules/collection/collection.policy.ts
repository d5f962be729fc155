import type { StaffPrincipal } from '../session/index.js';

/** Whose collections a query may touch: one teacher's, within their institution. */
export interface CollectionScope {
  institutionId: number;
  ownerId: number;
}

/** My Library belongs to teachers; administrators have none (the header hides the link for them). */
export function mayKeepCollections(staff: StaffPrincipal): boolean {
  return staff.role === 'teacher';
}

export function ownCollections(staff: StaffPrincipal): CollectionScope {
  return { institutionId: staff.institutionId, ownerId: staff.userId };
}
