import { describe, expect, it } from 'vitest';
import {
  type AssignmentPlan,
  fixedChanges,
  isBeforeStart,
  newWorkRefusal,
  periodRefusal,
  studentAssignmentState,
} from './assignment.rules.js';

const plan: AssignmentPlan = {
  name: 'Week 3',
  startDate: '2026-03-02',
  endDate: '2026-03-08',
  difficulty: 2,
  rewardExp: 20,
  rewardTickets: 1,
  resourceIds: [11, 12],
  studentIds: [1, 2],
};

describe('assignment rules', () => {
  describe('fixedChanges', () => {
    it('lets the name, the end date and more students change', () => {
      expect(fixedChanges(plan, { ...plan, name: 'Renamed', endDate: '2026-03-20', studentIds: [1, 2, 3] })).toEqual(
        [],
      );
    });

    it('names each fixed setting a started assignment would lose', () => {
      const wanted = {
        ...plan,
        startDate: '2026-03-03',
        difficulty: 3,
        rewardTickets: 2,
        resourceIds: [12, 11],
        studentIds: [2],
      };
      expect(fixedChanges(plan, wanted)).toEqual([
        'start_date',
        'difficulty',
        'rewards',
        'materials',
        'students_removed',
      ]);
    });
  });

  describe('periodRefusal', () => {
    it('accepts a new period starting today', () => {
      expect(periodRefusal({ ...plan, startDate: '2026-03-01' }, '2026-03-01')).toBeNull();
    });

    it('refuses an end before the start, and a new start in the past', () => {
      expect(periodRefusal({ ...plan, endDate: '2026-03-01' }, '2026-02-01')).toBe('assignment.dates_invalid');
      expect(periodRefusal(plan, '2026-03-03')).toBe('assignment.dates_invalid');
    });

    it('refuses moving the end before today, but keeps a past end that is not moved', () => {
      expect(periodRefusal({ ...plan, endDate: '2026-03-09' }, '2026-03-10', plan)).toBe('assignment.dates_invalid');
      expect(periodRefusal({ ...plan, name: 'Renamed' }, '2026-03-10', plan)).toBeNull();
    });
  });

  describe('isBeforeStart', () => {
    it('holds until the start date, not on it', () => {
      expect(isBeforeStart(plan, '2026-03-01')).toBe(true);
      expect(isBeforeStart(plan, '2026-03-02')).toBe(false);
      expect(isBeforeStart(plan, '2026-03-09')).toBe(false);
    });
  });

  describe('newWorkRefusal', () => {
    it('gives new work to active members of the class', () => {
      expect(
        newWorkRefusal(
          [1, 2],
          [
            { id: 1, active: true },
            { id: 2, active: true },
          ],
        ),
      ).toBeNull();
    });

    it('refuses students outside the class', () => {
      expect(newWorkRefusal([1, 9], [{ id: 1, active: true }])).toEqual({ code: 'assignment.students_not_in_course' });
    });

    it('names the inactive students it refuses', () => {
      expect(
        newWorkRefusal(
          [1, 2],
          [
            { id: 1, active: false },
            { id: 2, active: true },
          ],
        ),
      ).toEqual({
        code: 'assignment.students_inactive',
        details: { stuids: [1] },
      });
    });
  });

  describe('studentAssignmentState', () => {
    const done = new Date('2026-03-04T10:00:00Z');
    it('is upcoming before the start, whatever else', () => {
      expect(studentAssignmentState(plan, null, '2026-03-01')).toBe('upcoming');
    });
    it('is complete once completed, during and after the period', () => {
      expect(studentAssignmentState(plan, done, '2026-03-05')).toBe('complete');
      expect(studentAssignmentState(plan, done, '2026-03-20')).toBe('complete');
    });
    it('is incomplete during the period (its last day included), then missed', () => {
      expect(studentAssignmentState(plan, null, '2026-03-02')).toBe('incomplete');
      expect(studentAssignmentState(plan, null, '2026-03-08')).toBe('incomplete');
      expect(studentAssignmentState(plan, null, '2026-03-09')).toBe('missed');
    });
  });
});
