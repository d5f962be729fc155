import { DIFFICULTY_REWARDS, type SetAssignmentBody } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import type { StaffPrincipal, StudentPrincipal } from '../auth/principal.js';
import type { CourseRow } from '../course/course.repository.js';
import { createCourseService } from '../course/course.service.js';
import { findCourseLibrary, libraryRefOf, resourceIdsInLibrary } from '../library/library.repository.js';
import { assignmentStatus, progressBody, toAssignmentSummary, toLearnerAssignment } from './assignment.presenter.js';
import * as repository from './assignment.repository.js';
import { completeAssignments } from './assignment-completion.repository.js';

const distinct = (ids: number[]) => [...new Set(ids)];

/** Reading and viewing assignments: set by teachers, completed by students' events, checked by teachers. */
export function createAssignmentService(ctx: AppContext) {
  const courses = createCourseService(ctx);
  const today = () => calendarDate(ctx.clock());

  async function assignmentOf(course: CourseRow, assignmentId: number) {
    const row = await repository.findAssignment(ctx.db, course.institutionId, course.id, assignmentId);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  /** Changing or deleting is allowed only before the start date. */
  function assertNotStarted(row: { startDate: string; endDate: string }): void {
    if (assignmentStatus(row, today()) !== 'upcoming') throw new AppError('assignment.started');
  }

  async function assertInLibrary(course: CourseRow, resourceIds: number[]): Promise<void> {
    const library = await findCourseLibrary(ctx.db, course.institutionId, course.id);
    const inside = library
      ? await resourceIdsInLibrary(ctx.db, course.institutionId, libraryRefOf(library), resourceIds)
      : [];
    if (inside.length !== resourceIds.length) throw new AppError('library.resource_not_in_library');
  }

  return {
    /** Creates an assignment, or updates one (with `aid`) that has not started; all of it lands or nothing does. */
    async set(staff: StaffPrincipal, courseId: number, body: SetAssignmentBody): Promise<number> {
      const course = await courses.writableCourse(staff, courseId);
      if (body.aid !== undefined) assertNotStarted(await assignmentOf(course, body.aid));
      const studentIds = distinct(body.stuids);
      if (studentIds.length === 0) throw new AppError('assignment.select_students_first');
      if (body.end_date < body.start_date || body.start_date < today()) throw new AppError('assignment.dates_invalid');
      const resourceIds = distinct(body.resourceids);
      await assertInLibrary(course, resourceIds);
      const enrolled = await repository.enrolledStudentIds(ctx.db, course.institutionId, course.id, studentIds);
      if (enrolled.length !== studentIds.length) throw new AppError('assignment.students_not_in_course');

      const defaults = DIFFICULTY_REWARDS[body.difficulty];
      const fields = {
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
        difficulty: body.difficulty,
        rewardExp: body.reward_exp ?? defaults.exp,
        rewardTickets: body.reward_tickets ?? defaults.tickets,
      };
      return ctx.db.transaction(async (tx) => {
        let aid = body.aid;
        if (aid === undefined) {
          aid = await repository.insertAssignment(tx, {
            ...fields,
            institutionId: course.institutionId,
            courseId: course.id,
            createdBy: staff.userId,
          });
        } else {
          await repository.updateAssignment(tx, course.institutionId, aid, fields, ctx.clock());
        }
        await repository.replaceMembers(tx, course.institutionId, aid, { resourceIds, studentIds });
        return aid;
      });
    },

    /** The class's assignments, and whether the weekly auto-assignment is on for it. */
    async list(staff: StaffPrincipal, courseId: number) {
      const course = await courses.visibleCourse(staff, courseId);
      const rows = await repository.listAssignments(ctx.db, course.institutionId, course.id);
      const day = today();
      return { record: rows.map((row) => toAssignmentSummary(row, day)), auto_assign: course.autoAssign };
    },

    /**
     * The check page's body, ready to send (an AssignmentProgressResponse), built again only
     * after the institution's revision, its latest learning event or the day has changed.
     */
    async progressBody(staff: StaffPrincipal, courseId: number, assignmentId: number): Promise<Buffer> {
      const current = await courses.visibleRevision(staff, courseId);
      const day = today();
      const key = `progress:${current.id}:${assignmentId}:${current.revision}:${current.latestEvent}:${day}`;
      return ctx.answers.get(key, async () => {
        const course = await courses.visibleCourse(staff, courseId);
        const assignment = await assignmentOf(course, assignmentId);
        const students = await repository.progressJson(ctx.db, course.institutionId, assignment, day);
        return progressBody(toAssignmentSummary(assignment, day), students);
      });
    },

    /** Every listed student must be assigned, or nothing changes. */
    async check(staff: StaffPrincipal, courseId: number, assignmentId: number, stuids: number[], checked: boolean) {
      const course = await courses.writableCourse(staff, courseId);
      const assignment = await assignmentOf(course, assignmentId);
      const studentIds = distinct(stuids);
      await ctx.db.transaction(async (tx) => {
        const changed = await repository.setChecked(tx, course.institutionId, assignment.id, studentIds, checked);
        if (changed !== studentIds.length) throw new AppError('common.not_found');
      });
    },

    async remove(staff: StaffPrincipal, courseId: number, assignmentId: number): Promise<void> {
      const course = await courses.writableCourse(staff, courseId);
      assertNotStarted(await assignmentOf(course, assignmentId));
      await repository.deleteAssignment(ctx.db, course.institutionId, assignmentId);
    },

    /** In the transaction of a completing learning event: completes assignments and credits their rewards once. */
    completeOnEvent(
      tx: Db,
      event: { institutionId: number; studentId: number; resourceId: number; occurredAt: Date },
    ): Promise<void> {
      return completeAssignments(tx, event, ctx.clock());
    },

    async ofStudent(student: StudentPrincipal) {
      const rows = await repository.listStudentAssignments(ctx.db, student.institutionId, student.studentId);
      const day = today();
      return rows.map((row) => toLearnerAssignment(row, day));
    },
  };
}
