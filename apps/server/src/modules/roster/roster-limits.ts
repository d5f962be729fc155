import type { ImportLimitProblem } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * A class's seats taken by active students, with `requested` more active students joining: a
 * class with no seat left is full (course.class_full); one with too few seats for the request
 * has reached its size (students.class_size_reached).
 */
export function seatsProblem(seats: { current: number; limit: number }, requested: number): ImportLimitProblem | null {
  if (requested === 0 || seats.current + requested <= seats.limit) return null;
  return {
    code: seats.current >= seats.limit ? 'course.class_full' : 'students.class_size_reached',
    ...seats,
    requested,
  };
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
