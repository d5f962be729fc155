import type { ModifyStudentBody } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { redoPlacements, resetPicturePasswords } from './change-students.js';
import type { EditDeps } from './edit-deps.js';
import { editStudent } from './edit-student.js';
import { removeStudent } from './remove-student.js';

export type StudentChangesService = ReturnType<typeof createStudentChangesService>;

/**
 * Changes to students already in a class: edits, removal, picture password, placement retest.
 * Each use case is a function of the dependencies and its input, in its own file.
 */
export function createStudentChangesService(ctx: AppContext, services: Omit<EditDeps, 'ctx'>) {
  const deps: EditDeps = { ctx, ...services };
  return {
    modify: (staff: StaffPrincipal, course: CourseRow, studentId: number, body: ModifyStudentBody) =>
      editStudent(deps, staff, course, studentId, body),
    remove: (staff: StaffPrincipal, course: CourseRow, studentId: number) =>
      removeStudent(deps, staff, course, studentId),
    resetPicturePassword: (staff: StaffPrincipal, studentIds: number[]) =>
      resetPicturePasswords(deps, staff, studentIds),
    redoPlacement: (staff: StaffPrincipal, studentIds: number[]) => redoPlacements(deps, staff, studentIds),
  };
}
