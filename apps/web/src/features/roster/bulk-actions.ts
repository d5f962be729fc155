import type { RosterStudent } from '@lms/shared';
import type { HttpResult } from '../../lib/http';
import { modifyStudent } from './api/modify-student';
import { redoPlacement } from './api/redo-placement';
import { removeStudent } from './api/remove-student';
import { reprintLoginCards } from './api/reprint-login-cards';
import { resetPicturePassword } from './api/reset-picture-password';
import { type RunOutcome, runPerStudent } from './run-per-student';

export const BULK_ACTIONS = [
  'printCards',
  'activate',
  'deactivate',
  'redoPlacement',
  'resetPicturePassword',
  'remove',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

interface BulkPlan {
  /** Which of the selected students the action changes (an active student is not activated again). */
  applies(student: RosterStudent): boolean;
  run(courseid: number, stuids: number[], onProgress: (finished: number) => void): Promise<RunOutcome>;
}

/** The outcome of one request made for all the students: done for all of them or for none. */
function allOrNone(stuids: number[], answer: HttpResult<unknown>, onProgress: (finished: number) => void): RunOutcome {
  onProgress(stuids.length);
  return answer.ok
    ? { done: stuids, failed: [] }
    : { done: [], failed: stuids.map((stuid) => ({ stuid, code: answer.code })) };
}

const PLANS: Record<BulkAction, BulkPlan> = {
  printCards: {
    // Every student can have a card: a new password, or the login number they have.
    applies: () => true,
    async run(courseid, stuids, onProgress) {
      const answer = await reprintLoginCards(courseid, stuids);
      return { ...allOrNone(stuids, answer, onProgress), ...(answer.ok ? { cards: answer.data.cards } : {}) };
    },
  },
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
    run: async (_courseid, stuids, onProgress) => allOrNone(stuids, await redoPlacement(stuids), onProgress),
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
