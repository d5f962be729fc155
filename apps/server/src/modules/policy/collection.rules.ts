import type { StaffPrincipal } from '../session/index.js';

// Who may do what with collections (My Library). Collections are read through `ownCollections`,
// the ownership rule as a query scope, so another teacher's collection is never found (404).

/** Whose collections a query may touch: one teacher's, within their institution. */
export interface CollectionScope {
  institutionId: number;
  ownerId: number;
  /** Also the collections the classes of this teacher use (read only). */
  usedByClassesOf?: number;
}

/** Rule: a teacher's collections are their own, within their school. */
export function ownCollections(staff: StaffPrincipal): CollectionScope {
  return { institutionId: staff.institutionId, ownerId: staff.userId };
}

/**
 * Rule: a teacher reads their own collections and those their classes use, so a class handed
 * over with another teacher's collection as its library shows it to its new teacher; only the
 * owner changes it.
 */
export function readableCollections(staff: StaffPrincipal): CollectionScope {
  return { ...ownCollections(staff), usedByClassesOf: staff.userId };
}
