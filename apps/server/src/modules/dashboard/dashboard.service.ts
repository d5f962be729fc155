import { type DashboardResponse, POPULAR_DAYS, type ReportWindow } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { calendarDate } from '../../lib/clock.js';
import type { CourseRevision, CourseRow } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { toDashboard } from './dashboard.presenter.js';
import * as repository from './dashboard.repository.js';
import {
  BOOK_LIST_LENGTH,
  FALLING_QUIZZES,
  lastDays,
  MISSED_IN_A_ROW,
  OVERLOOKED_MAX_READERS,
  shiftDay,
  WINDOW_DAYS,
  WINDOW_RECORDS,
} from './dashboard.rules.js';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The class dashboard: what the class read, watched, completed and said, over a report window. */
export function createDashboardService(ctx: AppContext) {
  /** The days of the day charts: the last 30 calendar days, or the class's latest N days with learning. */
  function windowDays(ref: repository.ClassRef, window: ReportWindow, today: string): Promise<string[]> {
    if (window === '30d') return Promise.resolve(lastDays(today, WINDOW_DAYS));
    return repository.activeDays(ctx.db, ref, today, WINDOW_RECORDS[window]);
  }

  /** The assignments and quizzes a window holds: those of the last 30 days, or the latest N. */
  function recordSpan(window: ReportWindow, today: string): repository.RecordSpan {
    return window === '30d'
      ? { today, from: shiftDay(today, -(WINDOW_DAYS - 1)), limit: null }
      : { today, from: null, limit: WINDOW_RECORDS[window] };
  }

  async function build(ref: repository.ClassRef, window: ReportWindow, today: string) {
    const days = await windowDays(ref, window, today);
    const first = days[0] ?? today;
    const span = recordSpan(window, today);
    const booksFrom = shiftDay(today, -(POPULAR_DAYS - 1));
    const db = ctx.db;
    const [totals, assignments, quizzes, levels, changes, popular, overlooked, members, ended, scores] =
      await Promise.all([
        days.length > 0 ? repository.dayTotals(db, ref, first, today) : [],
        repository.assignmentCounts(db, ref, span),
        repository.quizAverages(db, ref, span),
        repository.levelCounts(db, ref),
        repository.levelChanges(db, ref, first),
        repository.popularBooks(db, ref, booksFrom, today, BOOK_LIST_LENGTH),
        repository.overlookedBooks(
          db,
          ref,
          { from: booksFrom, today },
          { maxReaders: OVERLOOKED_MAX_READERS, limit: BOOK_LIST_LENGTH },
        ),
        repository.memberActivity(db, ref, today),
        repository.endedAssignments(db, ref, today, MISSED_IN_A_ROW),
        repository.latestQuizScores(db, ref, today, FALLING_QUIZZES),
      ]);
    return toDashboard(window, today, {
      ...{ days, totals, assignments, quizzes, levels, changes },
      ...{ popular, overlooked, members, ended, scores },
    });
  }

  return {
    /**
     * The dashboard's JSON (a DashboardResponse), kept (`ctx.answers`) under what it is built
     * from: the institution's revision (students, enrolments, assignments, quizzes, levels),
     * its latest learning event, its latest change to an Echo Valley answer and the day, all
     * read on every request, so a kept answer is never older than the data. Expired classes
     * are read like any other.
     */
    async body(staff: StaffPrincipal, current: CourseRevision, window: ReportWindow): Promise<Buffer> {
      const ref = { institutionId: staff.institutionId, courseId: current.id };
      const today = calendarDate(ctx.clock());
      const key = `dashboard:${current.id}:${window}:${current.revision}:${current.latestEvent}:${current.latestAnswerChange}:${today}`;
      return ctx.answers.get(key, async () => JSON.stringify(await build(ref, window, today)));
    },

    /** The class's name and the students its dashboard counts, by name, for the reports built from it. */
    async members(course: CourseRow) {
      const students = await repository.memberNames(ctx.db, {
        institutionId: course.institutionId,
        courseId: course.id,
      });
      return { name: course.name, students };
    },

    /** The same answer as a value, for the reports built from it. */
    async dashboard(staff: StaffPrincipal, course: CourseRevision, window: ReportWindow): Promise<DashboardResponse> {
      return JSON.parse((await this.body(staff, course, window)).toString('utf8')) as DashboardResponse;
    },
  };
}
