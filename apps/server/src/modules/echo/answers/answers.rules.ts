import type { EchoKind } from '@lms/shared';

/** A class's Echo Valley reward when its teacher has set none (the settings table's defaults). */
export const ECHO_REWARD_DEFAULTS = { exp: 20, tickets: 1 } as const;

/** What decides whether a quiz takes answers on a day. */
export interface QuizFacts {
  kind: EchoKind;
  state: string;
  openDate: string | null;
  closeDate: string | null;
  /** The class's expiry date. */
  expiryDate: string;
}

/**
 * Rule: a quiz takes answers while it is published and its class has not expired; a weekly
 * quiz only from its open date to its close date, both included.
 */
export function isOpenForAnswers(quiz: QuizFacts, today: string): boolean {
  if (quiz.state !== 'published' || quiz.expiryDate < today) return false;
  if (quiz.kind === 'task') return true;
  return quiz.openDate !== null && quiz.closeDate !== null && quiz.openDate <= today && today <= quiz.closeDate;
}

/** Rule: a scoring that failed for a reason other than the recording is tried this many times in all. */
export const SCORING_ATTEMPTS = 2;

/** Rule: after a failed attempt, another is due while fewer than SCORING_ATTEMPTS were made. */
export function mayRetryScoring(attempts: number): boolean {
  return attempts < SCORING_ATTEMPTS;
}
