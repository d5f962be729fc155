import type { ErrorCode } from '@lms/shared';

// What a class may be, as small named rules; who may read or change one is the policy module's.

/** What decides whether a class's dates and active student limit may be saved. */
export interface CourseLimitFacts {
  startDate: string;
  expiryDate: string;
  studentLimit: number;
  /** Active students in the class now (0 for a new class). */
  occupied: number;
  /** The school's quota of active students. */
  quota: number;
  isNew: boolean;
}

/**
 * Rule: the expiry date is on or after the start date, and a new class has not expired already;
 * the limit holds the class's active students and fits in the school's quota.
 */
export function courseLimitRefusal(facts: CourseLimitFacts, today: string): ErrorCode | undefined {
  if (facts.expiryDate < facts.startDate || (facts.isNew && facts.expiryDate < today)) return 'course.dates_invalid';
  if (facts.studentLimit > facts.quota) return 'course.limit_above_quota';
  if (facts.studentLimit < facts.occupied) return 'course.limit_below_students';
  return undefined;
}

/** Rule: a class is taught by an active teacher of its school (not an administrator, not invited or suspended). */
export function canTeach(staff: { role: string; status: string }): boolean {
  return staff.role === 'teacher' && staff.status === 'active';
}
