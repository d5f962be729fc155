import { describe, expect, it } from 'vitest';
import { FORGOT_MODE, loginReturningTo, loginSearch, RETURN_PARAM, returnPath } from './return-path';

describe('the page to return to after signing in', () => {
  it('is the page asked for, as the router path under the base path', () => {
    expect(returnPath('/course_student/12/Class%201A/0', '/')).toBe('/course_student/12/Class%201A/0');
    expect(returnPath('/lms/course_student/12/1A/0', '/lms/')).toBe('/course_student/12/1A/0');
    expect(returnPath('/lms/collection?tab=mine#top', '/lms/')).toBe('/collection?tab=mine#top');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/course'],
    ['a scheme-relative URL', '//evil.example/course'],
    ['a backslash host', '/\\evil.example/course'],
    ['a backslash later on', '/course\\..\\..'],
    ['a relative path', 'course'],
    ['a script', 'javascript:alert(1)'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['the login page itself', '/'],
  ])('is none for %s', (_case, asked) => {
    expect(returnPath(asked, '/')).toBeNull();
  });

  // Spellings that a browser or the router resolves to another site: dot segments that leave
  // `//host` behind, encoded dots and slashes, backslashes, and tabs or line breaks it drops.
  const HOSTILE = [
    '/.//evil.example/phish',
    '/a/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/./..//evil.example',
    '///evil.example',
    '/%2F%2Fevil.example/phish',
    '/%2f/evil.example',
    '/%2F./evil.example',
    '/\\evil.example',
    '/.\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/.\t//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/\u0000/evil.example',
    'https:evil.example',
    'https://evil.example',
    ' //evil.example',
  ];

  it.each(HOSTILE)('is none for %j, at the root and under a base path', (asked) => {
    expect(returnPath(asked, '/')).toBeNull();
    const underBase = asked.startsWith('/') ? `/lms${asked}` : asked;
    expect(returnPath(underBase, '/lms/')).toBeNull();
    // The same value read back from the login page's address, as the page reads it.
    const login = new URL(loginReturningTo(asked), 'http://school.test');
    expect(returnPath(login.searchParams.get(RETURN_PARAM), '/')).toBeNull();
  });

  it('keeps an in-app path that only looks like an address', () => {
    expect(returnPath('/https://evil.example', '/')).toBe('/https://evil.example');
    expect(returnPath('/course?next=//evil.example#//evil.example', '/')).toBe(
      '/course?next=//evil.example#//evil.example',
    );
  });

  it('is none for a path outside the base path, however it is spelled', () => {
    expect(returnPath('/course', '/lms/')).toBeNull();
    expect(returnPath('/lmsx/course', '/lms/')).toBeNull();
    expect(returnPath('/lms/../admin', '/lms/')).toBeNull();
    expect(returnPath('/lms/%2e%2e/admin', '/lms/')).toBeNull();
    expect(returnPath('/lms/', '/lms/')).toBeNull();
    expect(returnPath('/lms', '/lms/')).toBeNull();
  });

  it('survives the round trip through the login page address', () => {
    const asked = '/lms/course_student/12/1A & 1B/0?x=1';
    const login = new URL(loginReturningTo(asked), 'http://school.test');
    expect(login.pathname).toBe('/');
    expect(returnPath(login.searchParams.get(RETURN_PARAM), '/lms/')).toBe('/course_student/12/1A%20&%201B/0?x=1');
  });

  it('is kept by both modes of the login page', () => {
    expect(loginSearch('/course?x=1', FORGOT_MODE)).toBe('?mode=forgot&next=%2Fcourse%3Fx%3D1');
    expect(loginSearch('/course?x=1')).toBe('?next=%2Fcourse%3Fx%3D1');
    expect(loginSearch(null, FORGOT_MODE)).toBe('?mode=forgot');
    expect(loginSearch(null)).toBe('');
  });
});
