import type { CourseRow } from '../../../course/index.js';
import type { AuthoringDeps } from '../authoring-deps.js';
import * as repository from '../echo-authoring.repository.js';

/** Switches the class's auto-assigned oral quizzes on or off and sets its Echo Valley rewards. */
export async function setAutoQuizzes(
  { ctx }: AuthoringDeps,
  course: CourseRow,
  change: { enabled: boolean; reward_exp?: number | undefined; reward_tickets?: number | undefined },
) {
  const saved = await repository.saveSettings(
    ctx.db,
    course.institutionId,
    course.id,
    { enabled: change.enabled, rewardExp: change.reward_exp, rewardTickets: change.reward_tickets },
    ctx.clock(),
  );
  return { enabled: change.enabled, reward_exp: saved.rewardExp, reward_tickets: saved.rewardTickets };
}
