import type { AssignmentSummary, CourseDetailResponse, StudentProgress, Textbook } from '@lms/shared';

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

/** A material of the class library, open to students unless told. */
export function textbook(resourceid: number, name: string, overrides: Partial<Textbook> = {}): Textbook {
  return {
    resourceid,
    type: 'book',
    resource_name: name,
    level: 'A',
    unit: '',
    topic: '',
    publisher: '',
    author: '',
    information: '',
    note: '',
    cover: `https://content.test/${resourceid}.jpg`,
    colid: 'p1',
    openflag: 'true',
    ...overrides,
  };
}

/** The class library's answer holding `record`. */
export function classLibrary(record: Textbook[]): CourseDetailResponse {
  const opened = record.filter((material) => material.openflag === 'true').length;
  return {
    status: 'success',
    csrInfo: { courseid: 12, colid: 'p1', library_kind: 'package', library_name: 'Seedling Readers', pkgid: 1 },
    record,
    courseOverview: { record: [], total: record.length, opened },
  };
}
