import { describe, expect, it } from 'vitest';
import { canTeach, courseLimitRefusal } from './course.rules.js';

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
