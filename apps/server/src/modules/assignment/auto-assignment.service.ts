import { AUTO_ASSIGNMENT_MATERIALS, DIFFICULTY_REWARDS, type Difficulty } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import type { CourseRow } from '../course/index.js';
import type { LibraryService } from '../library/index.js';
import { insertAssignment, replaceMembers } from './assignment.repository.js';
import { autoAssignmentName } from './auto-assignment.name.js';
import * as repository from './auto-assignment.repository.js';

/** Materials at the class's own level are neither easy nor hard for it: the middle difficulty, with its default rewards. */
const AUTO_ASSIGNMENT_DIFFICULTY: Difficulty = 3;

/** The Monday (in the server's time zone) of the week holding `moment`, at the same time of day. */
const mondayOf = (moment: Date) => addDays(moment, -((moment.getDay() + 6) % 7));

/** Monday to Sunday (calendar dates in the server's time zone) of the week holding `moment`. */
export function weekOf(moment: Date): { start: string; end: string } {
  const monday = mondayOf(moment);
  return { start: calendarDate(monday), end: calendarDate(addDays(monday, 6)) };
}

/** The hour of Monday (server time) at which the weekly run sets the week's work, before the school day. */
export const WEEKLY_RUN_HOUR = 5;

/** This week's run time, if `moment` is past it: Monday at WEEKLY_RUN_HOUR of the week holding `moment`. */
export function weeklyRunBefore(moment: Date): Date | undefined {
  const run = mondayOf(moment);
  run.setHours(WEEKLY_RUN_HOUR, 0, 0, 0);
  return run <= moment ? run : undefined;
}

/** The first weekly run after `moment`: this week's Monday at WEEKLY_RUN_HOUR if still ahead, else next week's. */
export function nextWeeklyRun(moment: Date): Date {
  const run = mondayOf(moment);
  run.setHours(WEEKLY_RUN_HOUR, 0, 0, 0);
  return run > moment ? run : addDays(run, 7);
}

export type AutoAssignmentSkip = 'switched_off' | 'already_assigned' | 'no_students' | 'no_materials';

export interface AutoAssignmentRun {
  week: { start: string; end: string };
  assigned: { courseId: number; assignmentId: number; resourceIds: number[]; students: number }[];
  skipped: { courseId: number; reason: AutoAssignmentSkip }[];
  /** Classes whose work failed; the others are done, and running again completes these. */
  failed: number[];
}

type Outcome = { assignmentId: number; resourceIds: number[]; students: number } | { skipped: AutoAssignmentSkip };

export type AutoAssignmentService = ReturnType<typeof createAutoAssignmentService>;

/** The weekly auto-assignment: its per-class switch, and the run that sets each class's work for the week. */
export function createAutoAssignmentService(ctx: AppContext, { libraries }: { libraries: LibraryService }) {
  /**
   * One class's assignment for the week, all of it or nothing, through the repository the
   * teacher's create uses. Running it again in the same week finds the assignment made.
   */
  function assignCourse(course: repository.AutoAssignCourse, week: AutoAssignmentRun['week']): Promise<Outcome> {
    const { institutionId, id: courseId } = course;
    return ctx.db.transaction(async (tx): Promise<Outcome> => {
      if (!(await repository.lockAutoAssignCourse(tx, institutionId, courseId))) return { skipped: 'switched_off' };
      if (await repository.hasAutoAssignment(tx, institutionId, courseId, week.start)) {
        return { skipped: 'already_assigned' };
      }
      const studentIds = await repository.activeStudentIds(tx, institutionId, courseId);
      if (studentIds.length === 0) return { skipped: 'no_students' };
      const library = await libraries.current(tx, course);
      const resourceIds = library
        ? await repository.nextMaterialIds(tx, course, library, AUTO_ASSIGNMENT_MATERIALS)
        : [];
      if (resourceIds.length === 0) return { skipped: 'no_materials' };

      const rewards = DIFFICULTY_REWARDS[AUTO_ASSIGNMENT_DIFFICULTY];
      const assignmentId = await insertAssignment(tx, {
        institutionId,
        courseId,
        name: autoAssignmentName(course.teacherLanguage, week.start),
        startDate: week.start,
        // A class expiring within the week has its work due by its last day.
        endDate: course.expiryDate < week.end ? course.expiryDate : week.end,
        difficulty: AUTO_ASSIGNMENT_DIFFICULTY,
        rewardExp: rewards.exp,
        rewardTickets: rewards.tickets,
        auto: true,
        createdBy: null,
      });
      await replaceMembers(tx, institutionId, assignmentId, { resourceIds, studentIds });
      return { assignmentId, resourceIds, students: studentIds.length };
    });
  }

  return {
    /** Turns the switch on or off; only someone who may change the class, and not once it has expired. */
    async setEnabled(course: CourseRow, enabled: boolean): Promise<boolean> {
      await repository.setAutoAssign(ctx.db, course.institutionId, course.id, enabled, ctx.clock());
      return enabled;
    },

    /**
     * This week's run time, if it has passed and some class switched on by then still lacks
     * the week's work: a run the server missed (it was down on Monday morning).
     */
    async missedRun(): Promise<Date | undefined> {
      const now = ctx.clock();
      const run = weeklyRunBefore(now);
      if (!run) return undefined;
      const missed = { onBy: run, weekStart: weekOf(now).start };
      const classes = await repository.listAutoAssignCourses(ctx.db, calendarDate(now), missed);
      return classes.length > 0 ? run : undefined;
    },

    /**
     * Gives every class with the switch on that has not expired its assignment for the week
     * of today: the next materials of its library for all its active students, tagged auto.
     * With `onBy` (the time of a run that was missed), only the classes switched on by then
     * that still lack the week's work.
     * Classes are done one by one, so one failing does not hold back the others.
     */
    async assignWeek(onBy?: Date): Promise<AutoAssignmentRun> {
      const now = ctx.clock();
      const run: AutoAssignmentRun = { week: weekOf(now), assigned: [], skipped: [], failed: [] };
      const missed = onBy && { onBy, weekStart: run.week.start };
      const candidates = await repository.listAutoAssignCourses(ctx.db, calendarDate(now), missed);
      for (const course of candidates) {
        const courseId = course.id;
        try {
          const outcome = await assignCourse(course, run.week);
          if ('skipped' in outcome) {
            run.skipped.push({ courseId, reason: outcome.skipped });
            ctx.log.debug({ courseId, reason: outcome.skipped }, 'auto-assignment: class skipped');
          } else {
            run.assigned.push({ courseId, ...outcome });
            ctx.log.info(
              { courseId, institutionId: course.institutionId, ...outcome, week: run.week },
              'auto-assignment: assignment created',
            );
          }
        } catch (error) {
          run.failed.push(courseId);
          ctx.log.error({ err: error, courseId }, 'auto-assignment: class failed');
        }
      }
      ctx.log.info(
        {
          week: run.week,
          classes: candidates.length,
          assigned: run.assigned.length,
          skipped: run.skipped.length,
          failed: run.failed.length,
        },
        'auto-assignment: week done',
      );
      return run;
    },
  };
}
