// Who may do what: one `can(staff, action, subject)` (and `refusal`, the error when not) answers
// every question, assembled from the rules of each subject: the school (`school.rules.ts`), a
// class (`course.rules.ts`, with the scope its queries read through) and a staff member's page
// (`staff.rules.ts`); whose collections a teacher reads and changes is the scope of
// `collection.rules.ts`. The answers the web needs come with the data as abilities.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { type CollectionScope, ownCollections, readableCollections } from './collection.rules.js';
export {
  type CourseAction,
  type CourseFacts,
  type CourseScope,
  isOpenForChanges,
  visibleCourses,
} from './course.rules.js';
export { type CourseSubject, can, courseAbilities, type Question, refusal } from './policy.js';
export { staffAbilities } from './school.rules.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: ['session'] } satisfies ModuleManifest;
