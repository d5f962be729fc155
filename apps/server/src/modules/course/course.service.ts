import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { type CourseAction, type CourseFacts, courseAbilities, refusal, visibleCourses } from '../policy/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { type CourseCalendar, toCourseInfo, toCourseSummary } from './course.presenter.js';
import type { CourseFields, CourseRevision, CourseRow, RevisionMarks } from './course.repository.js';
import * as repository from './course.repository.js';
import { canTeach, courseLimitRefusal } from './course.rules.js';

export type CourseService = ReturnType<typeof createCourseService>;

/** Classes for staff; `marks` are what else a kept answer about a class is current with (`RevisionMarks`). */
export function createCourseService(ctx: AppContext, deps: { marks: RevisionMarks }) {
  const revisions = repository.revisionQueries(deps.marks);
  const sessionCourse = repository.sessionCourseQuery(deps.marks);

  function calendar(): CourseCalendar {
    const now = ctx.clock();
    return { today: calendarDate(now), expiringBy: calendarDate(addDays(now, LIMITS.expiringWithinDays)) };
  }

  /** The class if the staff member may do `action` with it, else the policy's refusal; none is not found. */
  function allowed<Row extends CourseFacts>(staff: StaffPrincipal, row: Row | undefined, action: CourseAction): Row {
    if (!row) throw new AppError('common.not_found');
    const refused = refusal(staff, action, { course: row, today: calendar().today });
    if (refused) throw new AppError(refused);
    return row;
  }

  /** A class the staff member may do `action` with, read in their scope. */
  async function allowedCourse(staff: StaffPrincipal, courseId: number, action: CourseAction): Promise<CourseRow> {
    return allowed(staff, await repository.findCourse(ctx.db, visibleCourses(staff), courseId), action);
  }

  /** A class the staff member may see; anything else (another school's, a colleague's for a teacher) is not found. */
  function visibleCourse(staff: StaffPrincipal, courseId: number): Promise<CourseRow> {
    return allowedCourse(staff, courseId, 'view');
  }

  /**
   * The guard of every write on a class: not visible answers 404 and an expired class is
   * read-only (course.expired), so nothing changes in either case.
   */
  function writableCourse(staff: StaffPrincipal, courseId: number): Promise<CourseRow> {
    return allowedCourse(staff, courseId, 'change');
  }

  return {
    calendar,
    // The class guard's two checks, which the routes' pre-handler asks (`course.guard.ts`).
    visibleCourse,
    writableCourse,
    // The same checks on a class read with the request's session (`sessionCourse`), which reads
    // it in the school whatever the staff member's scope.
    allowed,
    sessionCourse,

    /** What a kept answer about a class the staff member may see is keyed by; anything else is not found. */
    async visibleRevision(staff: StaffPrincipal, courseId: number): Promise<CourseRevision> {
      const row = await repository.findCourseRevision(ctx.db, revisions, visibleCourses(staff), courseId);
      if (!row) throw new AppError('common.not_found');
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

    /** The institution's active teachers by name, for the class form. */
    activeTeachers(institutionId: number) {
      return repository.listActiveTeachers(ctx.db, institutionId);
    },

    /**
     * In the caller's transaction, which holds the institution's quota locked: creates the class
     * (no `courseId`) or changes it, after its rules: a name no other class of the school has,
     * an active teacher of the school (another school's staff is not found), dates in order, and
     * a limit that holds its active students and fits in the quota. Answers the class's id, the
     * teacher's name, and the class as it was (null for a new one).
     */
    async saveIn(tx: Db, institutionId: number, courseId: number | undefined, fields: CourseFields, quota: number) {
      const before =
        courseId === undefined ? null : ((await repository.lockCourse(tx, institutionId, courseId)) ?? null);
      if (courseId !== undefined && !before) throw new AppError('common.not_found');
      const teacher = await repository.findTeacher(tx, institutionId, fields.teacherId);
      if (!teacher) throw new AppError('common.not_found');
      if (before?.teacherId !== teacher.id && !canTeach(teacher)) throw new AppError('course.teacher_unavailable');
      const occupied = courseId === undefined ? 0 : await repository.occupiedSeats(tx, institutionId, courseId);
      const refusal = courseLimitRefusal(
        { ...fields, occupied, quota, isNew: courseId === undefined },
        calendar().today,
      );
      if (refusal) throw new AppError(refusal, { occupied, quota });
      if (await repository.nameTaken(tx, institutionId, fields.name, courseId))
        throw new AppError('course.name_exists');
      if (courseId === undefined) {
        return { id: await repository.insertCourse(tx, institutionId, fields), teacherName: teacher.name, before };
      }
      await repository.updateCourse(tx, institutionId, courseId, fields);
      return { id: courseId, teacherName: teacher.name, before };
    },

    /** The class page frame, with what the caller may do with the class. */
    info(staff: StaffPrincipal, course: CourseRow) {
      const dates = calendar();
      return toCourseInfo(course, dates, courseAbilities(staff, course, dates.today));
    },
  };
}
