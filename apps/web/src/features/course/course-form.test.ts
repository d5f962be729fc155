import type { CourseSummary } from '@lms/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { courseBodyOf, courseValues } from './course-form';

const course: CourseSummary = {
  courseid: 7,
  course_name: 'Otters',
  type: 'regular',
  grade_tag: 'grade3',
  teacher_id: 3,
  teacher_name: 'Amy',
  student_limit: 30,
  occupied: 12,
  available: 18,
  start_date: '2026-01-05',
  expiry_date: '2026-12-31',
  expiring: false,
};

describe('the class form', () => {
  it('sends the fields as the server reads them, dates as ISO days', () => {
    const values = { ...courseValues(course, 'p4'), course_name: '  Sea Otters ', expiry_date: dayjs('2027-01-31') };
    expect(courseBodyOf(values, 'p4')).toEqual({
      course_name: 'Sea Otters',
      type: 'regular',
      grade_tag: 'grade3',
      teacher_id: 3,
      student_limit: 30,
      start_date: '2026-01-05',
      expiry_date: '2027-01-31',
    });
  });

  it('sends a package only when it replaces the library the class has', () => {
    expect(courseBodyOf({ ...courseValues(course, 'c9'), library: 'p2' }, 'c9').pkgid).toBe(2);
    expect(courseBodyOf(courseValues(course, 'c9'), 'c9').pkgid).toBeUndefined();
    expect(courseBodyOf({ ...courseValues(course, undefined), library: 'p5' }).pkgid).toBe(5);
  });
});
