import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { calendarDate } from '../../../lib/clock.js';
import type { AccountService } from '../../account/index.js';
import { type CourseAction, refusal } from '../../policy/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import * as repository from './answers.repository.js';

/** Where answers are sent to be scored in the background; without one they wait for `scorePending`. */
export interface ScoringQueue {
  send(answers: repository.AnswerKey[]): Promise<void>;
}

/** What every answers use case is a function of, besides its input. */
export interface AnswerDeps {
  ctx: AppContext;
  accounts: AccountService;
  /** The queue answers go to now (null while no queue runs). */
  scoring: { queue: ScoringQueue | null };
}

export const today = ({ ctx }: AnswerDeps) => calendarDate(ctx.clock());

/** Sends answers to be scored; one that cannot be sent waits as queued for the queue's sweep. */
export async function enqueue({ ctx, scoring }: AnswerDeps, answers: repository.AnswerKey[]) {
  if (!scoring.queue || answers.length === 0) return;
  try {
    await scoring.queue.send(answers);
  } catch (error) {
    ctx.log.error({ err: error }, 'echo answers: could not queue for scoring');
  }
}

/**
 * An answer of a class the staff member may see (through its quiz), read with its class; anything
 * else is not found. The route names no class, so the class's rule is asked here, on the class
 * the answer belongs to: a change in an expired class is refused (course.expired).
 */
export async function staffAnswer(deps: AnswerDeps, staff: StaffPrincipal, answerId: number, action: CourseAction) {
  const answer = await repository.findAnswerForStaff(deps.ctx.db, staff.institutionId, answerId);
  if (!answer) throw new AppError('common.not_found');
  const refused = refusal(staff, action, { course: answer, today: today(deps) });
  if (refused) throw new AppError(refused);
  return answer;
}
