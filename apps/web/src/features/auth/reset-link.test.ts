import { describe, expect, it } from 'vitest';
import { parseResetLink } from './reset-link';

describe('the mailed password-reset link', () => {
  it('carries the id and the e-mail in whole path segments', () => {
    expect(parseResetLink('id=a1b2c3', 'email=teacher@demo.test')).toEqual({
      id: 'a1b2c3',
      email: 'teacher@demo.test',
    });
  });

  it.each([
    ['a1b2c3', 'email=teacher@demo.test'],
    ['id=a1b2c3', 'teacher@demo.test'],
    ['id=', 'email=teacher@demo.test'],
    [undefined, undefined],
  ])('is refused when a part is missing (%s, %s)', (idSegment, emailSegment) => {
    expect(parseResetLink(idSegment, emailSegment)).toBeNull();
  });
});
