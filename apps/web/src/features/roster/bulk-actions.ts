import type { RosterStudent } from '@lms/shared';
import { modifyStudent } from './api/modify-student';
import { redoPlacement } from './api/redo-placement';
import { removeStudent } from './api/remove-student';
import { resetPicturePassword } from './api/reset-picture-password';
import { type RunOutcome, runPerStudent } from './run-per-student';

export const BULK_ACTIONS = ['activate', 'deactivate', 'redoPlacement', 'resetPicturePassword', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

interface BulkPlan {
  /** Which of the selected students the action changes (an active student is not activated again). */
  applies(student: RosterStudent): boolean;
  run(courseid: number, stuids: number[], onProgress: (finished: number) => void): Promise<RunOutcome>;
}

const PLANS: Record<BulkAction, BulkPlan> = {
  activate: {
    applies: (student) => !student.active,
    run: (courseid, stuids, onProgress) =>
      runPerStudent(stuids, (stuid) => modifyStudent(courseid, stuid, { active: true }), onProgress),
  },
  deactivate: {
    applies: (student) => student.active,
    run: (courseid, stuids, onProgress) =>
      runPerStudent(stuids, (stuid) => modifyStudent(courseid, stuid, { active: false }), onProgress),
  },
  redoPlacement: {
    applies: (student) => student.placement === 'done',
    // The server marks them all in one request.
    async run(_courseid, stuids, onProgress) {
      const result = await redoPlacement(stuids);
      onProgress(stuids.length);
      return result.ok
        ? { done: stuids, failed: [] }
        : { done: [], failed: stuids.map((stuid) => ({ stuid, code: result.code })) };
    },
  },
  resetPicturePassword: {
    applies: (student) => student.picture_password_set,
    run: (_courseid, stuids, onProgress) => runPerStudent(stuids, resetPicturePassword, onProgress),
  },
  remove: {
    applies: () => true,
    run: (courseid, stuids, onProgress) => runPerStudent(stuids, (stuid) => removeStudent(courseid, stuid), onProgress),
  },
};

export function bulkTargets(action: BulkAction, selected: RosterStudent[]): RosterStudent[] {
  return selected.filter(PLANS[action].applies);
}

export function runBulk(
  action: BulkAction,
  courseid: number,
  stuids: number[],
  onProgress: (finished: number) => void,
) {
  return PLANS[action].run(courseid, stuids, onProgress);
}
