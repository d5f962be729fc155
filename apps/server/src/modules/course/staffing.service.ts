import type { StaffClass } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import { isOpenForChanges, visibleCourses } from '../policy/index.js';
import type { StaffPrincipal } from '../session/index.js';
import * as courseRepository from './course.repository.js';
import * as repository from './staffing.repository.js';

export type StaffingService = ReturnType<typeof createStaffingService>;

/**
 * Who teaches which class: a teacher's classes, and an administrator handing one class or all
 * of a teacher's classes to another active teacher of the school, in one transaction with an
 * audit row per class. Expired classes change hands too, so their history goes with them.
 */
export function createStaffingService(ctx: AppContext) {
  /** The teacher who is handed classes: an active teacher of the administrator's school, not the one giving them. */
  async function receivingTeacher(admin: StaffPrincipal, to: number, from: number): Promise<number> {
    const target = await repository.findStaffMember(ctx.db, admin.institutionId, to);
    if (target?.role !== 'teacher' || target.status !== 'active' || target.id === from) {
      throw new AppError('account.handover_target_invalid');
    }
    return target.id;
  }

  async function handOver(admin: StaffPrincipal, change: { from: number; to: number; courseIds?: number[] }) {
    return ctx.db.transaction(async (tx) => {
      const courseIds = await repository.reassignCourses(tx, admin.institutionId, change);
      await repository.auditTeacherChanges(tx, admin, { ...change, courseIds }, ctx.clock());
      return courseIds.length;
    });
  }

  return {
    /** A teacher's classes, active and expired, with their active students. */
    async classesOf(staff: { institutionId: number; userId: number }): Promise<StaffClass[]> {
      const today = calendarDate(ctx.clock());
      const rows = await courseRepository.listCourses(ctx.db, {
        institutionId: staff.institutionId,
        teacherId: staff.userId,
      });
      return rows.map((row) => ({
        courseid: row.id,
        course_name: row.name,
        students: row.occupied,
        student_limit: row.studentLimit,
        expiry_date: row.expiryDate,
        expired: !isOpenForChanges(row, today),
      }));
    },

    /** One class to another teacher. */
    async changeTeacher(admin: StaffPrincipal, courseId: number, to: number): Promise<void> {
      const course = await courseRepository.findCourse(ctx.db, visibleCourses(admin), courseId);
      if (!course) throw new AppError('common.not_found');
      await receivingTeacher(admin, to, course.teacherId);
      await handOver(admin, { from: course.teacherId, to, courseIds: [course.id] });
    },

    /** Every class of the teacher `from`, active or suspended, to the teacher `to`; answers how many. */
    async handOverAll(admin: StaffPrincipal, from: number, to: number): Promise<number> {
      const giver = await repository.findStaffMember(ctx.db, admin.institutionId, from);
      if (!giver) throw new AppError('common.not_found');
      await receivingTeacher(admin, to, from);
      return handOver(admin, { from, to });
    },
  };
}
