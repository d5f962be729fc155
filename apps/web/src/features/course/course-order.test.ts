import type { CourseSummary } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { arrangeCourses } from './course-order';

const course = (course_name: string, expiry_date: string, available: number) =>
  ({ course_name, expiry_date, available }) as CourseSummary;

const courses = [
  course('Class 10', '2027-01-01', 3),
  course('class 2', '2026-12-01', 12),
  course('Apple', '2027-05-01', 12),
];
const names = (list: CourseSummary[]) => list.map((c) => c.course_name);

describe('arranging the class list', () => {
  it('sorts by name as people read numbers and regardless of case', () => {
    expect(names(arrangeCourses(courses, { search: '', sort: 'name', language: 'en-US' }))).toEqual([
      'Apple',
      'class 2',
      'Class 10',
    ]);
  });

  it('sorts by expiry date, soonest first', () => {
    expect(names(arrangeCourses(courses, { search: '', sort: 'expiry', language: 'en-US' }))).toEqual([
      'class 2',
      'Class 10',
      'Apple',
    ]);
  });

  it('sorts by available seats, most first, then by name', () => {
    expect(names(arrangeCourses(courses, { search: '', sort: 'seats', language: 'en-US' }))).toEqual([
      'Apple',
      'class 2',
      'Class 10',
    ]);
  });

  it('keeps only names containing the search text, ignoring case and spaces around it', () => {
    expect(names(arrangeCourses(courses, { search: '  CLASS ', sort: 'name', language: 'en-US' }))).toEqual([
      'class 2',
      'Class 10',
    ]);
  });
});
