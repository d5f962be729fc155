import { AppError } from '../../../lib/app-error.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { auditStudents } from '../roster.audit.js';
import * as repository from '../student.repository.js';
import type { EditDeps } from './edit-deps.js';

/** Takes a student out of the class; the student and their learning history stay. */
export async function removeStudent(
  { ctx }: EditDeps,
  staff: StaffPrincipal,
  course: CourseRow,
  studentId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await repository.removeEnrolment(tx, staff.institutionId, course.id, studentId);
    if (!removed) throw new AppError('common.not_found');
    await auditStudents(
      tx,
      staff,
      [
        {
          action: 'student.remove',
          studentId,
          courseId: course.id,
          before: { joined: removed.joinedAt.toISOString() },
        },
      ],
      ctx.clock(),
    );
  });
}
