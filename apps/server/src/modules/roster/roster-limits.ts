import type { ImportLimitProblem } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';

/** A class's seats taken by active students, with `requested` more active students joining. */
export function seatsProblem(seats: { current: number; limit: number }, requested: number): ImportLimitProblem | null {
  return requested > 0 && seats.current + requested > seats.limit
    ? { code: 'students.class_size_reached', ...seats, requested }
    : null;
}

/** The institution's active students, with `requested` new active students. */
export function quotaProblem(quota: { current: number; quota: number }, requested: number): ImportLimitProblem | null {
  return requested > 0 && quota.current + requested > quota.quota
    ? { code: 'students.quota_full', ...quota, requested }
    : null;
}

export function limitProblems(...problems: (ImportLimitProblem | null)[]): ImportLimitProblem[] {
  return problems.filter((problem) => problem !== null);
}

/** Refuses a change that breaks a limit, with that limit's code and the counts (e.g. quota 400/400). */
export function assertWithinLimits(...problems: (ImportLimitProblem | null)[]): void {
  const [problem] = limitProblems(...problems);
  if (!problem) return;
  const { code, ...details } = problem;
  throw new AppError(code, details);
}
