import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { checkFormId } from '../content/forms.js';
import * as repository from '../level.repository.js';
import { checkCentre } from '../level.rules.js';

/**
 * Schedules a level check for students of the class. Those with a check open already are
 * skipped, and so are those still to take their placement test: it sets their level, and a
 * check is built around a level. Each is counted, for the teacher to be told.
 */
export async function scheduleCheck(ctx: AppContext, staff: StaffPrincipal, course: CourseRow, studentIds: number[]) {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) throw new AppError('students.none_selected');
  return ctx.db.transaction(async (tx) => {
    const enrolled = await repository.enrolledStudents(tx, staff.institutionId, course.id, ids);
    if (enrolled.length !== ids.length) throw new AppError('common.not_found');
    const students = enrolled.filter((s) => s.placement !== 'pending');
    const scheduled = await repository.insertOpenTests(
      tx,
      students.map((s) => ({
        institutionId: staff.institutionId,
        studentId: s.id,
        courseId: course.id,
        kind: 'check' as const,
        form: checkFormId(checkCentre(s.level)),
        requestedBy: staff.userId,
      })),
    );
    const checked = new Set(scheduled);
    await recordAudit(
      tx,
      staff,
      students
        .filter((s) => checked.has(s.id))
        .map((s) => ({
          action: 'student.level_check_scheduled',
          entity: 'student' as const,
          entityId: s.id,
          courseId: course.id,
          after: { level: s.level },
        })),
      ctx.clock(),
    );
    return {
      scheduled: scheduled.length,
      skipped: students.length - scheduled.length,
      placement_pending: enrolled.length - students.length,
    };
  });
}
