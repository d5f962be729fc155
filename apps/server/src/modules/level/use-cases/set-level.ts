import type { BookLevel } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import * as repository from '../level.repository.js';

/** A student of the class with the change of level the teacher asks for. */
async function classStudent(ctx: AppContext, staff: StaffPrincipal, courseId: number, studentId: number) {
  const [student] = await repository.enrolledStudents(ctx.db, staff.institutionId, courseId, [studentId]);
  if (!student) throw new AppError('common.not_found');
  return student;
}

/**
 * The teacher's level for a student of the class; with a test, kept beside its computed level
 * (accepting it or adjusting it). A change of level is recorded as the check's when it accepts
 * a check's computed level, else as the teacher's.
 */
export async function setLevel(
  ctx: AppContext,
  staff: StaffPrincipal,
  course: CourseRow,
  studentId: number,
  level: BookLevel,
  testId?: number,
) {
  const student = await classStudent(ctx, staff, course.id, studentId);
  let acceptsCheck = false;
  if (testId !== undefined) {
    const test = await repository.findStudentTest(ctx.db, staff.institutionId, student.id, testId);
    if (!test) throw new AppError('common.not_found');
    if (test.state !== 'finished') throw new AppError('level.test_not_finished');
    acceptsCheck = test.kind === 'check' && test.computedLevel === level;
  }
  const changed = student.level !== level;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (testId !== undefined) await repository.acceptLevel(tx, staff.institutionId, testId, level, staff.userId, now);
    if (testId !== undefined || changed) {
      await recordAudit(
        tx,
        staff,
        [
          {
            action: 'student.level_set',
            entity: 'student',
            entityId: student.id,
            courseId: course.id,
            before: { level: student.level },
            after: { level },
          },
        ],
        now,
      );
    }
    if (!changed) return;
    await repository.setStudentLevel(tx, staff.institutionId, student.id, { level }, now);
    await repository.insertChange(tx, {
      institutionId: staff.institutionId,
      studentId: student.id,
      fromLevel: student.level,
      toLevel: level,
      // A check's level accepted as computed moves the student as the check's; anything else is the teacher's.
      source: acceptsCheck ? 'check' : 'teacher',
      testId: testId ?? null,
      changedBy: staff.userId,
    });
  });
  return { stuid: student.id, level, changed };
}
