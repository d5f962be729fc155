import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import type { StaffPrincipal } from '../session/index.js';
import { type CourseCalendar, toCourseInfo, toCourseSummary } from './course.presenter.js';
import type { CourseRevision, CourseRow } from './course.repository.js';
import * as repository from './course.repository.js';
import { courseRefusal, visibleCourses } from './course.rules.js';

export type CourseService = ReturnType<typeof createCourseService>;

export function createCourseService(ctx: AppContext) {
  function calendar(): CourseCalendar {
    const now = ctx.clock();
    return { today: calendarDate(now), expiringBy: calendarDate(addDays(now, LIMITS.expiringWithinDays)) };
  }

  /** A class the staff member may see; anything else (another school's, a colleague's for a teacher) is not found. */
  async function visibleCourse(staff: StaffPrincipal, courseId: number): Promise<CourseRow> {
    const row = await repository.findCourse(ctx.db, visibleCourses(staff), courseId);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  return {
    calendar,
    visibleCourse,

    /** What a kept answer about a class the staff member may see is keyed by; anything else is not found. */
    async visibleRevision(staff: StaffPrincipal, courseId: number): Promise<CourseRevision> {
      const row = await repository.findCourseRevision(ctx.db, visibleCourses(staff), courseId);
      if (!row) throw new AppError('common.not_found');
      return row;
    },

    /**
     * The guard of every write on a class: not visible answers 404 and an expired class is
     * read-only (course.expired), so nothing changes in either case.
     */
    async writableCourse(staff: StaffPrincipal, courseId: number): Promise<CourseRow> {
      const row = await visibleCourse(staff, courseId);
      const refusal = courseRefusal(staff, 'change', row, calendar().today);
      if (refusal) throw new AppError(refusal);
      return row;
    },

    /**
     * The class list of the home page: active classes soonest-expiring first, then the
     * expired ones most recent first. A class expires at the end of its expiry date.
     */
    async list(staff: StaffPrincipal) {
      const dates = calendar();
      const rows = await repository.listCourses(ctx.db, visibleCourses(staff));
      const active = rows.filter((row) => row.expiryDate >= dates.today);
      const expired = rows
        .filter((row) => row.expiryDate < dates.today)
        .sort((a, b) => b.expiryDate.localeCompare(a.expiryDate));
      return {
        active: active.map((row) => toCourseSummary(row, dates)),
        expired: expired.map((row) => toCourseSummary(row, dates)),
      };
    },

    /** The class page frame. */
    async info(staff: StaffPrincipal, courseId: number) {
      return toCourseInfo(await visibleCourse(staff, courseId), calendar());
    },
  };
}
