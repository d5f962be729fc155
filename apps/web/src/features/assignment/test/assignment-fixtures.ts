import type { AssignmentSummary, StudentProgress } from '@lms/shared';

export const SUNFLOWERS = { course_name: 'Sunflowers', type: 'regular', courseid: 12 } as const;

export function assignment(overrides: Partial<AssignmentSummary> = {}): AssignmentSummary {
  return {
    aid: 5,
    name: 'Farm animals',
    start_date: '2026-11-20',
    end_date: '2026-11-27',
    difficulty: 2,
    reward_exp: 20,
    reward_tickets: 1,
    resourceids: [101, 102],
    assigned: 3,
    completed: 1,
    status: 'ongoing',
    auto: false,
    ...overrides,
  };
}

export function progress(stuid: number, username: string, overrides: Partial<StudentProgress> = {}): StudentProgress {
  return {
    stuid,
    username,
    state: 'incomplete',
    checked: false,
    spent_s: 125,
    completed_at: null,
    materials: [
      { resourceid: 101, spent_s: 125, completed: true },
      { resourceid: 102, spent_s: 0, completed: false },
    ],
    ...overrides,
  };
}
