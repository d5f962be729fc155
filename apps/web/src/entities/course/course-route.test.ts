import { describe, expect, it } from 'vitest';
import { coursePagePath, isCanonical, parseCourseRoute } from './course-route';

const course = { course_name: 'Room 3/B · 三年級', type: 'trial' as const, courseid: 12 };

describe('class page addresses', () => {
  it('read the name, type, id and read-only flag from their segments', () => {
    expect(
      parseCourseRoute({ courseSegment: 'course=Sunflowers', typeSegment: 'type=regular', courseid: '7' }),
    ).toEqual({ course: 'Sunflowers', type: 'regular', courseid: 7, expired: false });
    expect(
      parseCourseRoute({ courseSegment: 'course=A', typeSegment: 'type=trial', courseid: '7', expired: 'expired' }),
    ).toMatchObject({ courseid: 7, expired: true });
  });

  it('accept a stale or edited name and type, since only the id decides', () => {
    expect(parseCourseRoute({ courseSegment: 'whatever', typeSegment: '', courseid: '9' })).toEqual({
      course: '',
      type: '',
      courseid: 9,
      expired: false,
    });
  });

  it.each([['0'], ['-3'], ['7a'], ['1.5'], ['007'], ['99999999999999999999'], [undefined]])(
    'refuse the id %s',
    (courseid) => {
      expect(parseCourseRoute({ courseSegment: 'course=A', typeSegment: 'type=regular', courseid })).toBeNull();
    },
  );

  it('refuse a trailing segment other than the read-only one', () => {
    expect(
      parseCourseRoute({ courseSegment: 'course=A', typeSegment: 'type=regular', courseid: '7', expired: 'edit' }),
    ).toBeNull();
  });

  it('are built with the name encoded, and the read-only variant ends in "expired"', () => {
    expect(coursePagePath('course_student', course, false)).toBe(
      '/course_student/course=Room%203%2FB%20%C2%B7%20%E4%B8%89%E5%B9%B4%E7%B4%9A/type=trial/12',
    );
    expect(coursePagePath('course_student', course, true)).toMatch(/\/12\/expired$/);
  });

  it('count as canonical only when name, type and read-only flag match the class', () => {
    const route = { course: course.course_name, type: 'trial', courseid: 12, expired: false };
    expect(isCanonical(route, course, false)).toBe(true);
    expect(isCanonical({ ...route, course: 'Old name' }, course, false)).toBe(false);
    expect(isCanonical({ ...route, type: 'regular' }, course, false)).toBe(false);
    expect(isCanonical(route, course, true)).toBe(false);
  });
});
