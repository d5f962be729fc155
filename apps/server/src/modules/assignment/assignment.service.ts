import { DIFFICULTY_REWARDS, type SetAssignmentBody } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import type { CourseRevision, CourseRow } from '../course/index.js';
import type { LibraryService } from '../library/index.js';
import type { StaffPrincipal, StudentPrincipal } from '../session/index.js';
import { progressBody, toAssignmentSummary, toLearnerAssignment } from './assignment.presenter.js';
import * as repository from './assignment.repository.js';
import {
  type AssignmentFields,
  type AssignmentPlan,
  fixedChanges,
  isBeforeStart,
  newWorkRefusal,
  periodRefusal,
} from './assignment.rules.js';
import { completeAssignments, completeMembers } from './assignment-completion.repository.js';
import { nextWeeklyRun } from './auto-assignment.service.js';

const distinct = (ids: number[]) => [...new Set(ids)];

/** A teacher's body as the plan it asks for: rewards default to the difficulty's, lists lose repeats. */
function planOf(body: SetAssignmentBody): AssignmentPlan {
  const defaults = DIFFICULTY_REWARDS[body.difficulty];
  return {
    name: body.name,
    startDate: body.start_date,
    endDate: body.end_date,
    difficulty: body.difficulty,
    rewardExp: body.reward_exp ?? defaults.exp,
    rewardTickets: body.reward_tickets ?? defaults.tickets,
    resourceIds: distinct(body.resourceids),
    studentIds: distinct(body.stuids),
  };
}

const fieldsOf = ({ resourceIds: _, studentIds: __, ...fields }: AssignmentPlan): AssignmentFields => fields;

export type AssignmentService = ReturnType<typeof createAssignmentService>;

/** Reading and viewing assignments: set by teachers, completed by students' events, checked by teachers. */
export function createAssignmentService(ctx: AppContext, { libraries }: { libraries: LibraryService }) {
  const today = () => calendarDate(ctx.clock());

  async function assignmentOf(course: Pick<CourseRow, 'id' | 'institutionId'>, assignmentId: number) {
    const row = await repository.findAssignment(ctx.db, course.institutionId, course.id, assignmentId);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  /** Deleting is allowed only before the start date. */
  function assertNotStarted(row: { startDate: string; endDate: string }): void {
    if (!isBeforeStart(row, today())) throw new AppError('assignment.started');
  }

  function assertPeriod(wanted: AssignmentPlan, current?: AssignmentPlan): void {
    const refusal = periodRefusal(wanted, today(), current);
    if (refusal) throw new AppError(refusal);
  }

  /** Students given new work must be in the class and active: inactive ones cannot sign in to do it. */
  async function assertCanBeGiven(tx: Db, course: CourseRow, studentIds: number[]): Promise<void> {
    if (studentIds.length === 0) return;
    const members = await repository.classMembers(tx, course.institutionId, course.id, studentIds);
    const refusal = newWorkRefusal(studentIds, members);
    if (refusal) throw new AppError(refusal.code, refusal.details);
  }

  /** With `open`, the materials still closed to the class's students are opened; answers which were. */
  function openClosed(tx: Db, course: CourseRow, resourceIds: number[], open: boolean | undefined) {
    return open ? libraries.openClosed(tx, course, resourceIds) : Promise.resolve([]);
  }

  return {
    /** Creates an assignment (and opens its closed materials when asked); all of it lands or nothing does. */
    async set(staff: StaffPrincipal, course: CourseRow, body: SetAssignmentBody) {
      const plan = planOf(body);
      if (plan.studentIds.length === 0) throw new AppError('assignment.select_students_first');
      assertPeriod(plan);
      return ctx.db.transaction(async (tx) => {
        await libraries.assertHolds(tx, course, plan.resourceIds);
        await assertCanBeGiven(tx, course, plan.studentIds);
        const aid = await repository.insertAssignment(tx, {
          ...fieldsOf(plan),
          institutionId: course.institutionId,
          courseId: course.id,
          createdBy: staff.userId,
        });
        await repository.replaceMembers(tx, course.institutionId, aid, plan);
        return { aid, opened: await openClosed(tx, course, plan.resourceIds, body.open_materials) };
      });
    },

    /**
     * Changes an assignment. Before its start everything may change. Once started, only the
     * name, the end date (to today or later) and more students (active ones of the class):
     * see `fixedChanges`. Afterwards every student of it not yet complete whose materials are
     * all done within the period as it now stands becomes complete and is credited once;
     * completions and rewards already recorded stay. All of it lands or nothing does.
     */
    async edit(course: CourseRow, assignmentId: number, body: SetAssignmentBody) {
      const wanted = planOf(body);
      if (wanted.studentIds.length === 0) throw new AppError('assignment.select_students_first');
      return ctx.db.transaction(async (tx) => {
        await repository.lockAssignment(tx, course.institutionId, assignmentId);
        const row = await repository.findAssignment(tx, course.institutionId, course.id, assignmentId);
        if (!row) throw new AppError('common.not_found');
        const current: AssignmentPlan = {
          ...row,
          studentIds: await repository.memberIds(tx, course.institutionId, assignmentId),
        };
        assertPeriod(wanted, current);
        const given = new Set(current.studentIds);
        const added = wanted.studentIds.filter((id) => !given.has(id));
        await assertCanBeGiven(tx, course, added);
        const at = ctx.clock();
        if (isBeforeStart(current, today())) {
          await libraries.assertHolds(tx, course, wanted.resourceIds);
          await repository.updateAssignment(tx, course.institutionId, assignmentId, fieldsOf(wanted), at);
          await repository.replaceMembers(tx, course.institutionId, assignmentId, wanted);
        } else {
          const fixed = fixedChanges(current, wanted);
          if (fixed.length > 0) throw new AppError('assignment.started', { fixed });
          await repository.updateAssignment(tx, course.institutionId, assignmentId, fieldsOf(wanted), at);
          await repository.addMembers(tx, course.institutionId, assignmentId, added);
        }
        await completeMembers(tx, course.institutionId, assignmentId, at);
        return { aid: assignmentId, opened: await openClosed(tx, course, wanted.resourceIds, body.open_materials) };
      });
    },

    /** The class's assignments, whether the weekly auto-assignment is on for it, and when it runs next. */
    async list(course: CourseRow) {
      const rows = await repository.listAssignments(ctx.db, course.institutionId, course.id);
      const day = today();
      const run = nextWeeklyRun(ctx.clock());
      return {
        record: rows.map((row) => toAssignmentSummary(row, day)),
        auto_assign: course.autoAssign,
        // A class that has expired by the run's day gets nothing from it.
        next_run: calendarDate(run) <= course.expiryDate ? run.toISOString() : null,
      };
    },

    /**
     * The check page's body, ready to send (an AssignmentProgressResponse), built again only
     * after the institution's revision, its latest learning event or the day has changed.
     */
    async progressBody(staff: StaffPrincipal, current: CourseRevision, assignmentId: number): Promise<Buffer> {
      const day = today();
      const key = `progress:${current.id}:${assignmentId}:${current.revision}:${current.latestEvent}:${day}`;
      return ctx.answers.get(key, async () => {
        // The class is the caller's: its revision was read in their scope.
        const assignment = await assignmentOf({ id: current.id, institutionId: staff.institutionId }, assignmentId);
        const students = await repository.progressJson(ctx.db, staff.institutionId, assignment, day);
        return progressBody(toAssignmentSummary(assignment, day), students);
      });
    },

    /** Every listed student must be assigned, or nothing changes. */
    async check(course: CourseRow, assignmentId: number, stuids: number[], checked: boolean) {
      const assignment = await assignmentOf(course, assignmentId);
      const studentIds = distinct(stuids);
      await ctx.db.transaction(async (tx) => {
        const changed = await repository.setChecked(tx, course.institutionId, assignment.id, studentIds, checked);
        if (changed !== studentIds.length) throw new AppError('common.not_found');
      });
    },

    async remove(course: CourseRow, assignmentId: number): Promise<void> {
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
