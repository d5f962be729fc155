import { AppError } from '../../../lib/app-error.js';
import { visibleCourses } from '../../policy/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { auditStudents, type StudentAuditEntry } from '../roster.audit.js';
import type { StudentRow } from '../student.repository.js';
import * as repository from '../student.repository.js';
import type { EditDeps } from './edit-deps.js';

/** Clears picture passwords (the student picks two new pictures at the next sign-in). */
export function resetPicturePasswords(deps: EditDeps, staff: StaffPrincipal, studentIds: number[]) {
  return changeStudents(deps, staff, studentIds, {
    action: 'student.picture_password_reset',
    changes: { picturePasswordHash: null },
    before: (student) => ({ picture_password_set: student.picturePasswordHash !== null }),
    after: { picture_password_set: false },
  });
}

/** Sends students back to level placement, recording who asked and when. */
export function redoPlacements(deps: EditDeps, staff: StaffPrincipal, studentIds: number[]) {
  return changeStudents(deps, staff, studentIds, {
    action: 'student.placement_requested',
    changes: { placement: 'pending', placementRequestedBy: staff.userId, placementRequestedAt: deps.ctx.clock() },
    before: (student) => ({ placement: student.placement }),
    after: { placement: 'pending' },
  });
}

/**
 * The same change to several students, each of whom must sit in a class the caller may
 * change. A student in no class the caller sees answers 404, one only in expired classes
 * course.expired; either way nobody changes.
 */
async function changeStudents(
  { ctx, courses }: EditDeps,
  staff: StaffPrincipal,
  studentIds: number[],
  change: {
    action: StudentAuditEntry['action'];
    changes: Parameters<typeof repository.updateStudents>[3];
    before: (student: StudentRow) => Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<number> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) throw new AppError('students.none_selected');
  const classes = await repository.classesOfStudents(ctx.db, visibleCourses(staff), ids, courses.calendar().today);
  if (classes.length !== ids.length) throw new AppError('common.not_found');
  if (classes.some((row) => !row.open)) throw new AppError('course.expired');
  const classOf = new Map(classes.map((row) => [row.studentId, row.courseId]));
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const students = await repository.studentsById(tx, staff.institutionId, ids);
    await repository.updateStudents(tx, staff.institutionId, ids, change.changes, now);
    await auditStudents(
      tx,
      staff,
      students.map((student) => ({
        action: change.action,
        studentId: student.id,
        courseId: classOf.get(student.id) ?? null,
        before: change.before(student),
        after: change.after,
      })),
      now,
    );
    return students.length;
  });
}
