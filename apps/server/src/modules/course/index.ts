// Classes: the class list, the class page frame, the guard of every read and write on a class, the
// handover of a teacher's classes (`staffing`) and the school's administration of its classes
// within its quota and subscriptions (`class-admin/`).
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { classAdminRoutes } from './class-admin/class-admin.routes.js';
import { courseRoutes } from './course.routes.js';
import { staffingRoutes } from './staffing.routes.js';

export {
  type ClassAdminService,
  createClassAdminService,
  type LibraryChoice,
} from './class-admin/class-admin.service.js';
export {
  type CourseAccess,
  type CourseDeclaration,
  courseOf,
  courseRevisionOf,
  guardCourse,
  installCourseGuard,
  readSessionWithCourse,
} from './course.guard.js';
export { courseState } from './course.presenter.js';
export type { CourseFields, CourseRevision, CourseRow, RevisionMarks } from './course.repository.js';
export {
  activeCount,
  classMembers,
  coursesInScope,
  enrolledStudent,
  forScope,
  seatsOf,
  seatsOfCourse,
  studentOfSeat,
} from './course.scope.js';
export { type CourseService, createCourseService } from './course.service.js';
export { createStaffingService, type StaffingService } from './staffing.service.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['audit', 'catalogue', 'policy', 'school', 'session'],
  routes: [courseRoutes, classAdminRoutes, staffingRoutes],
} satisfies ModuleManifest;
