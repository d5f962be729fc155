import type { StudentPageResponse } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addDays } from '../../lib/clock.js';
import { studentAssignmentState } from '../assignment/index.js';
import type { CourseService } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import {
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
  async function member(ids: repository.PageIds) {
    const student = await repository.findMember(ctx.db, ids);
    if (!student) throw new AppError('common.not_found');
    return student;
  }

  return {
    /** The whole page; an expired class's page is read as before. */
    async page(staff: StaffPrincipal, courseId: number, studentId: number): Promise<StudentPageResponse> {
      const course = await courses.visibleCourse(staff, courseId);
      const ids = { institutionId: staff.institutionId, courseId: course.id, studentId };
      const student = await member(ids);
      const now = ctx.clock();
      const { today } = courses.calendar();
      const [time, history, completed, assignments, echo, levels, rewards, notes] = await Promise.all([
        repository.timeSpent(ctx.db, ids, addDays(now, -RECENT_DAYS)),
        repository.history(ctx.db, ids),
        repository.completedMaterials(ctx.db, ids),
        repository.assignmentsOf(ctx.db, ids),
        repository.echoAnswersOf(ctx.db, ids),
        repository.levelHistory(ctx.db, ids),
        repository.rewardsOf(ctx.db, ids),
        repository.notesOf(ctx.db, ids),
      ]);
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
        assignments: assignments.map((row) => ({
          aid: row.id,
          name: row.name,
          start: row.startDate,
          end: row.endDate,
          state: studentAssignmentState(row, row.completedAt, today),
          completed_at: row.completedAt?.toISOString() ?? null,
        })),
        echo: echo.map(toEchoAnswer),
        levels: levels.map(toLevelChange),
        rewards: rewards.map((row) => toReward(row, course.id)),
        notes: notes.map(toStudentNote),
      };
    },

    /** Keeps a teacher's private note on the student; refused like every write on an expired class. */
    async addNote(staff: StaffPrincipal, courseId: number, studentId: number, text: string) {
      const course = await courses.writableCourse(staff, courseId);
      const ids = { institutionId: staff.institutionId, courseId: course.id, studentId };
      await member(ids);
      return toStudentNote(await repository.insertNote(ctx.db, ids, staff, text, ctx.clock()));
    },
  };
}
