import { describe, expect, it } from 'vitest';
import type { StaffPrincipal } from '../session/index.js';
import { canViewCourse, isOpenForChanges, visibleCourses } from './course.rules.js';
import { can, courseAbilities, refusal } from './policy.js';
import { staffAbilities } from './school.rules.js';

const staff = (role: 'admin' | 'teacher', extra: Partial<StaffPrincipal> = {}): StaffPrincipal => ({
  kind: 'staff',
  sessionId: 1,
  userId: 7,
  institutionId: 3,
  role,
  ...extra,
});
const teacher = staff('teacher');
const administrator = staff('admin');
const companyStaff = staff('admin', { internal: { staffId: 4, supportReason: null } });

describe('what a staff member may do across the school', () => {
  it('manage_school: administrators, and the company staff acting as one; never teachers', () => {
    expect(can(administrator, 'manage_school')).toBe(true);
    expect(can(companyStaff, 'manage_school')).toBe(true);
    expect(can(teacher, 'manage_school')).toBe(false);
    expect(refusal(teacher, 'manage_school')).toBe('common.forbidden');
  });

  it('keep_collections: teachers keep My Library, administrators none', () => {
    expect(can(teacher, 'keep_collections')).toBe(true);
    expect(can(administrator, 'keep_collections')).toBe(false);
  });

  it('own_account: everyone signed in with an account of their own, not the company staff', () => {
    expect(can(teacher, 'own_account')).toBe(true);
    expect(can(administrator, 'own_account')).toBe(true);
    expect(can(companyStaff, 'own_account')).toBe(false);
  });

  it('staffAbilities gives every answer can gives one by one', () => {
    expect(staffAbilities(teacher)).toEqual({ manage_school: false, keep_collections: true, own_account: true });
    expect(staffAbilities(companyStaff)).toEqual({ manage_school: true, keep_collections: false, own_account: false });
  });
});

describe("a staff member's page", () => {
  it('is for the school administrators and for that staff member', () => {
    expect(can(administrator, 'view', { staffMember: 8 })).toBe(true);
    expect(can(teacher, 'view', { staffMember: 7 })).toBe(true);
    expect(refusal(teacher, 'view', { staffMember: 8 })).toBe('common.forbidden');
  });
});

describe('a class', () => {
  const own = { institutionId: 3, teacherId: 7, expiryDate: '2026-06-30' };
  const colleagues = { ...own, teacherId: 8 };
  const elsewhere = { ...own, institutionId: 4 };

  it('visibleCourses: a teacher sees their own classes, an administrator the whole school', () => {
    expect(visibleCourses(teacher)).toEqual({ institutionId: 3, teacherId: 7 });
    expect(visibleCourses(administrator)).toEqual({ institutionId: 3 });
  });

  it('canViewCourse: the same rule for one class, never across schools', () => {
    expect(canViewCourse(teacher, own)).toBe(true);
    expect(canViewCourse(teacher, colleagues)).toBe(false);
    expect(canViewCourse(administrator, colleagues)).toBe(true);
    expect(canViewCourse(administrator, elsewhere)).toBe(false);
  });

  it('isOpenForChanges: a class can change up to and on its expiry date, not after', () => {
    expect(isOpenForChanges(own, '2026-06-29')).toBe(true);
    expect(isOpenForChanges(own, '2026-06-30')).toBe(true);
    expect(isOpenForChanges(own, '2026-07-01')).toBe(false);
  });

  it('refusal: unseen classes are not found for every action, expired ones refuse changes only', () => {
    const afterExpiry = '2026-07-01';
    expect(refusal(teacher, 'view', { course: own, today: afterExpiry })).toBeUndefined();
    expect(refusal(teacher, 'change', { course: own, today: '2026-06-30' })).toBeUndefined();
    expect(refusal(teacher, 'change', { course: own, today: afterExpiry })).toBe('course.expired');
    expect(refusal(teacher, 'view', { course: colleagues, today: '2026-01-01' })).toBe('common.not_found');
    expect(refusal(administrator, 'change', { course: elsewhere, today: afterExpiry })).toBe('common.not_found');
    expect(refusal(administrator, 'change', { course: colleagues, today: '2026-01-01' })).toBeUndefined();
  });

  it('courseAbilities: the web is told it may change a class exactly when the policy allows it', () => {
    expect(courseAbilities(teacher, own, '2026-06-30')).toEqual({ change: true });
    expect(courseAbilities(teacher, own, '2026-07-01')).toEqual({ change: false });
  });
});
