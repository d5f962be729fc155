import type { LearningEventBody } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { calendarDate } from '../../lib/clock.js';
import type { AssignmentService } from '../assignment/index.js';
import type { StudentPrincipal } from '../session/index.js';
import { createEventGroups } from './event-groups.js';
import { toLearnerMaterial } from './learner.presenter.js';
import * as repository from './learner.repository.js';

export type LearningService = ReturnType<typeof createLearningService>;

/** What a signed-in student may open, and the record of what they read, heard and watched. */
export function createLearningService(ctx: AppContext, { assignments }: { assignments: AssignmentService }) {
  const groups = createEventGroups({
    group: (events) => repository.insertEventGroup(ctx.db, events),
    one: (event) => repository.insertVisibleEvent(ctx.db, event, event.today),
  });

  return {
    async library(student: StudentPrincipal) {
      const today = calendarDate(ctx.clock());
      const rows = await repository.listOpenMaterials(ctx.db, student.institutionId, student.studentId, today);
      return rows.map(toLearnerMaterial);
    },

    /**
     * Counts an event once per key. An event in progress is written with the next group of
     * events (event-groups.ts) and answered once that group has committed; a completing event
     * is written on its own, as it may complete assignments and credit their rewards in the
     * same transaction. Only a refused insert looks again, to tell a retry (answered as
     * success) from a material the student cannot open.
     */
    async record(student: StudentPrincipal, body: LearningEventBody): Promise<{ recorded: boolean }> {
      const event = {
        institutionId: student.institutionId,
        studentId: student.studentId,
        resourceId: body.resourceid,
        key: body.key,
        kind: body.kind,
        occurredAt: new Date(body.started_at),
        durationS: body.duration_s,
        pages: body.pages,
        completed: body.completed,
      };
      const today = calendarDate(ctx.clock());
      const inserted = event.completed
        ? await ctx.db.transaction(async (tx) => {
            const stored = await repository.insertVisibleEvent(tx, event, today);
            if (stored) await assignments.completeOnEvent(tx, event);
            return stored;
          })
        : await groups.record({ ...event, today });
      if (inserted) return { recorded: true };
      if (await repository.hasEvent(ctx.db, student.institutionId, student.studentId, body.key)) {
        return { recorded: false };
      }
      throw new AppError('learner.resource_not_visible');
    },

    assignments: (student: StudentPrincipal) => assignments.ofStudent(student),
  };
}
