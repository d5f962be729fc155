import type { StudentPageResponse } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addDays } from '../../lib/clock.js';
import type { CourseRevision, CourseRow, CourseService } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import {
  toAssignment,
  toCompleted,
  toEchoAnswer,
  toHistoryEntry,
  toLevelChange,
  toReward,
  toStudentNote,
  toTime,
} from './student-page.presenter.js';
import * as repository from './student-page.repository.js';

export type StudentPageService = ReturnType<typeof createStudentPageService>;

/** The "last 30 days" of the time spent. */
const RECENT_DAYS = 30;

/**
 * A student's page in a class, for the class's teacher and the school's administrator: what the
 * student read and did in the class, their level and rewards, and the teachers' private notes.
 * The student must be enrolled in the class, active or not; a student removed from it has no page
 * there (404), though their history stays.
 */
export function createStudentPageService(ctx: AppContext, { courses }: { courses: CourseService }) {
  return {
    /** The whole page; an expired class's page is read as before. */
    async page(course: Pick<CourseRow, 'id' | 'institutionId'>, studentId: number): Promise<StudentPageResponse> {
      const ids = { institutionId: course.institutionId, courseId: course.id, studentId };
      const page = await repository.pageOf(ctx.db, ids, addDays(ctx.clock(), -RECENT_DAYS));
      if (!page) throw new AppError('common.not_found');
      const { today } = courses.calendar();
      const { time, history, completed, assignments, echo, levels, rewards, notes, ...student } = page;
      return {
        status: 'success',
        student: {
          stuid: student.id,
          username: student.username,
          account: student.account,
          avatar: student.avatar,
          active: student.active,
          level: student.level,
          placement: student.placement,
          exp: student.exp,
          tickets: student.tickets,
        },
        time: toTime(time),
        history: history.map(toHistoryEntry),
        completed: completed.map(toCompleted),
        assignments: assignments.map((row) => toAssignment(row, today)),
        echo: echo.map(toEchoAnswer),
        levels: levels.map(toLevelChange),
        rewards: rewards.map((row) => toReward(row, course.id)),
        notes: notes.map(toStudentNote),
      };
    },

    /**
     * The page's JSON, kept (`ctx.answers`) under what it is built from: the school's revision
     * (the student, the class's assignments, notes, rewards and level changes), its latest
     * learning event, its latest change to an Echo Valley answer and the day (the recent time
     * spent, the assignments' states), all read with the session; a student not in the class
     * is found missing and never kept.
     */
    async pageBody(staff: StaffPrincipal, current: CourseRevision, studentId: number): Promise<Buffer> {
      const { today } = courses.calendar();
      const key = `student-page:${current.id}:${studentId}:${current.revision}:${current.latestEvent}:${current.latestAnswerChange}:${today}`;
      const course = { id: current.id, institutionId: staff.institutionId };
      return ctx.answers.get(key, async () => JSON.stringify(await this.page(course, studentId)));
    },

    /** Keeps a teacher's private note on the student; refused like every write on an expired class. */
    async addNote(staff: StaffPrincipal, course: CourseRow, studentId: number, text: string) {
      const ids = { institutionId: course.institutionId, courseId: course.id, studentId };
      if (!(await repository.isMember(ctx.db, ids))) throw new AppError('common.not_found');
      return toStudentNote(await repository.insertNote(ctx.db, ids, staff, text, ctx.clock()));
    },
  };
}
