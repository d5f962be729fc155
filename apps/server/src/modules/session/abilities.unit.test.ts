import { describe, expect, it } from 'vitest';
import { staffAbilities, staffCan } from './abilities.js';

const teacher = { role: 'teacher' } as const;
const administrator = { role: 'admin' } as const;
const companyStaff = { role: 'admin', internal: { staffId: 4, supportReason: null } } as const;

describe('staff abilities', () => {
  it('manage_school: administrators, and the company staff acting as one; never teachers', () => {
    expect(staffCan(administrator, 'manage_school')).toBe(true);
    expect(staffCan(companyStaff, 'manage_school')).toBe(true);
    expect(staffCan(teacher, 'manage_school')).toBe(false);
  });

  it('keep_collections: teachers keep My Library, administrators none', () => {
    expect(staffCan(teacher, 'keep_collections')).toBe(true);
    expect(staffCan(administrator, 'keep_collections')).toBe(false);
  });

  it('own_account: everyone signed in with an account of their own, not the company staff', () => {
    expect(staffCan(teacher, 'own_account')).toBe(true);
    expect(staffCan(administrator, 'own_account')).toBe(true);
    expect(staffCan(companyStaff, 'own_account')).toBe(false);
  });

  it('staffAbilities gives every answer the rules give one by one', () => {
    expect(staffAbilities(teacher)).toEqual({ manage_school: false, keep_collections: true, own_account: true });
    expect(staffAbilities(companyStaff)).toEqual({ manage_school: true, keep_collections: false, own_account: false });
  });
});
