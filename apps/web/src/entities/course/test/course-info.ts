import type { CourseInfo } from '@lms/shared';

/** A class as the class page frame receives it: open for changes unless told otherwise. */
export function courseInfo(overrides: Partial<CourseInfo> = {}): CourseInfo {
  return {
    courseid: 12,
    course_name: 'Sunflowers',
    type: 'regular',
    grade_tag: 'grade3',
    teacher_id: 7,
    teacher_name: 'Ms Lin',
    student_limit: 40,
    occupied: 32,
    available: 8,
    start_date: '2026-01-01',
    expiry_date: '2027-06-30',
    expiring: false,
    level: null,
    state: 'active',
    abilities: { change: true },
    ...overrides,
  };
}

/** The same class once it has expired: read-only. */
export const expiredCourseInfo = (overrides: Partial<CourseInfo> = {}) =>
  courseInfo({ state: 'expired', expiry_date: '2026-01-15', abilities: { change: false }, ...overrides });
