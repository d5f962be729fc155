import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { brokenUniqueConstraint, withUniqueConflicts } from './unique-conflict.js';

/** A failed write as Drizzle wraps the driver's error. */
const wrapped = (code: string, constraint: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('duplicate key'), { code, constraint }) });

describe('unique conflicts', () => {
  it('names the unique constraint a write broke, through the wrapping or without it', () => {
    expect(brokenUniqueConstraint(wrapped('23505', 'students_pin_idx'))).toBe('students_pin_idx');
    expect(brokenUniqueConstraint(Object.assign(new Error(), { code: '23505', constraint: 'x_idx' }))).toBe('x_idx');
    expect(brokenUniqueConstraint(wrapped('23503', 'students_pin_idx'))).toBeUndefined();
  });

  it("names the constraint of a Citus shard's copy without the shard's number, from the message if need be", () => {
    expect(brokenUniqueConstraint(wrapped('23505', 'directory_pkey_102008'))).toBe('directory_pkey');
    const fromMessage = Object.assign(
      new Error('duplicate key value violates unique constraint "students_pin_idx_102113"'),
      {
        code: '23505',
      },
    );
    expect(brokenUniqueConstraint(fromMessage)).toBe('students_pin_idx');
  });

  it("answers a lost race with the constraint's code, and lets every other failure through", async () => {
    const codes = { students_pin_idx: 'students.number_exists' } as const;
    await expect(
      withUniqueConflicts(codes, () => Promise.reject(wrapped('23505', 'students_pin_idx'))),
    ).rejects.toMatchObject({ code: 'students.number_exists' });
    await expect(
      withUniqueConflicts(codes, () => Promise.reject(wrapped('23505', 'other_idx'))),
    ).rejects.not.toBeInstanceOf(AppError);
    await expect(withUniqueConflicts(codes, () => Promise.resolve(7))).resolves.toBe(7);
  });
});
