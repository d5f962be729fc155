import { describe, expect, it } from 'vitest';
import type { StaffPrincipal } from '../session/index.js';
import {
  canTeach,
  canViewCourse,
  courseLimitRefusal,
  courseRefusal,
  isOpenForChanges,
  visibleCourses,
} from './course.rules.js';

const staff = (role: 'admin' | 'teacher'): StaffPrincipal => ({
  kind: 'staff',
  sessionId: 1,
  userId: 7,
  institutionId: 3,
  role,
});
const own = { institutionId: 3, teacherId: 7, expiryDate: '2026-06-30' };
const colleagues = { ...own, teacherId: 8 };
const elsewhere = { ...own, institutionId: 4 };

describe('class rules', () => {
  it('visibleCourses: a teacher sees their own classes, an administrator the whole school', () => {
    expect(visibleCourses(staff('teacher'))).toEqual({ institutionId: 3, teacherId: 7 });
    expect(visibleCourses(staff('admin'))).toEqual({ institutionId: 3 });
  });

  it('canViewCourse: the same rule for one class, never across schools', () => {
    expect(canViewCourse(staff('teacher'), own)).toBe(true);
    expect(canViewCourse(staff('teacher'), colleagues)).toBe(false);
    expect(canViewCourse(staff('admin'), colleagues)).toBe(true);
    expect(canViewCourse(staff('admin'), elsewhere)).toBe(false);
  });

  it('isOpenForChanges: a class can change up to and on its expiry date, not after', () => {
    expect(isOpenForChanges(own, '2026-06-29')).toBe(true);
    expect(isOpenForChanges(own, '2026-06-30')).toBe(true);
    expect(isOpenForChanges(own, '2026-07-01')).toBe(false);
  });

  it('courseRefusal: unseen classes are not found for every action, expired ones refuse changes only', () => {
    const afterExpiry = '2026-07-01';
    expect(courseRefusal(staff('teacher'), 'view', own, afterExpiry)).toBeUndefined();
    expect(courseRefusal(staff('teacher'), 'change', own, '2026-06-30')).toBeUndefined();
    expect(courseRefusal(staff('teacher'), 'change', own, afterExpiry)).toBe('course.expired');
    expect(courseRefusal(staff('teacher'), 'view', colleagues, '2026-01-01')).toBe('common.not_found');
    expect(courseRefusal(staff('admin'), 'change', elsewhere, afterExpiry)).toBe('common.not_found');
    expect(courseRefusal(staff('admin'), 'change', colleagues, '2026-01-01')).toBeUndefined();
  });
});

describe('courseLimitRefusal', () => {
  const today = '2026-05-10';
  const facts = {
    startDate: '2026-05-01',
    expiryDate: '2026-12-31',
    studentLimit: 30,
    occupied: 20,
    quota: 400,
    isNew: false,
  };

  it('accepts dates in order and a limit between the class and the quota', () => {
    expect(courseLimitRefusal(facts, today)).toBeUndefined();
    expect(courseLimitRefusal({ ...facts, studentLimit: 20 }, today)).toBeUndefined();
    expect(courseLimitRefusal({ ...facts, studentLimit: 400 }, today)).toBeUndefined();
    expect(courseLimitRefusal({ ...facts, expiryDate: facts.startDate }, today)).toBeUndefined();
  });

  it('refuses an expiry before the start, and a new class that has already expired', () => {
    expect(courseLimitRefusal({ ...facts, expiryDate: '2026-04-30' }, today)).toBe('course.dates_invalid');
    const ended = { ...facts, startDate: '2026-01-01', expiryDate: '2026-05-09' };
    expect(courseLimitRefusal({ ...ended, isNew: true }, today)).toBe('course.dates_invalid');
    // An administrator may end an existing class by moving its expiry into the past.
    expect(courseLimitRefusal(ended, today)).toBeUndefined();
  });

  it("refuses a limit below the class's active students or above the school's quota", () => {
    expect(courseLimitRefusal({ ...facts, studentLimit: 19 }, today)).toBe('course.limit_below_students');
    expect(courseLimitRefusal({ ...facts, studentLimit: 401 }, today)).toBe('course.limit_above_quota');
  });
});

describe('canTeach', () => {
  it('admits active teachers only', () => {
    expect(canTeach({ role: 'teacher', status: 'active' })).toBe(true);
    expect(canTeach({ role: 'teacher', status: 'suspended' })).toBe(false);
    expect(canTeach({ role: 'teacher', status: 'invited' })).toBe(false);
    expect(canTeach({ role: 'admin', status: 'active' })).toBe(false);
  });
});
