import { describe, expect, it } from 'vitest';
import { invitationProblem } from '../contracts/account.js';
import { passwordProblem } from '../contracts/auth.js';
import { studentFieldProblem } from '../contracts/roster.js';
import { nameProblem, passwordRuleProblem } from './credentials.js';

describe('the one password rule', () => {
  it('does not count spaces: six spaces, or three letters among spaces, are too short', () => {
    expect(passwordRuleProblem('      ')).toBe('auth.password_too_short');
    expect(passwordRuleProblem(' a b c ')).toBe('auth.password_too_short');
    expect(passwordRuleProblem('\u3000\u3000\u3000abc')).toBe('auth.password_too_short');
    expect(passwordRuleProblem('ab cd ef')).toBeNull();
    expect(passwordRuleProblem('abc123')).toBeNull();
  });

  it('counts a character outside the basic plane once, and refuses control characters and more than 200', () => {
    expect(passwordRuleProblem('😀😀😀')).toBe('auth.password_too_short');
    expect(passwordRuleProblem('😀😀😀😀😀😀')).toBeNull();
    expect(passwordRuleProblem('abc\u0007def')).toBe('auth.password_invalid');
    expect(passwordRuleProblem('a'.repeat(200))).toBeNull();
    expect(passwordRuleProblem('a'.repeat(201))).toBe('auth.password_invalid');
  });

  it('is the rule of every form that sets a password: staff, students', () => {
    for (const weak of ['      ', 'abc']) {
      expect(passwordProblem(weak, weak)).toBe('auth.password_too_short');
      expect(studentFieldProblem('password', weak)).toBe('auth.password_too_short');
    }
    expect(passwordProblem('secret1', '      ')).toBe('auth.confirm_invalid');
    // A blank student password asks for a generated one.
    expect(studentFieldProblem('password', '')).toBeNull();
  });
});

describe('the one name rule', () => {
  it('wants a letter of any script, at most 50 characters, no control character', () => {
    for (const bad of ['', '   ', '@@', '@@@', '123', '—', 'Ann\u0000', 'a'.repeat(51)]) {
      expect(nameProblem(bad)).toBe('students.name_invalid');
    }
    for (const good of ['Ann', ' 王小明 ', 'Ana-María', 'สมชาย', '김민준', 'O’Brien 2', 'a'.repeat(50)]) {
      expect(nameProblem(good)).toBeNull();
    }
  });

  it('is the rule of a student, an invited teacher and a profile alike', () => {
    expect(studentFieldProblem('username', '@@@')).toBe('students.name_invalid');
    expect(invitationProblem({ name: '@@@', email: 'a@school.example' })).toBe('students.name_invalid');
  });
});
