import type { CollectionScope } from '../policy/index.js';

// What a class's library may be, as small named rules.

/**
 * Rule: a class may use the collections of its own teacher, whoever makes the change (an
 * administrator too); besides them, the packages its school subscribes to.
 */
export function collectionsForCourse(course: { institutionId: number; teacherId: number }): CollectionScope {
  return { institutionId: course.institutionId, ownerId: course.teacherId };
}
