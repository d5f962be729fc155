import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { sessionUserAs } from '../test/session';
import { leaveLoginIfSignedIn, requireAccountAccess, requireAdministrator, requireSignedIn } from './guards';

function signInAs(permit: 'admin' | 'teacher') {
  useAuthStore.getState().signIn('t', { ...sessionUserAs(permit), image: '1' });
}

const target = (result: Response | null) => result?.headers.get('Location') ?? null;
const at = (address: string) => ({ request: new Request(new URL(address, 'http://school.test')), params: {} });
const withUser = (userid: string) => ({ ...at(`/account/${userid}`), params: { userid } });
const page = at('/course_student/12/1A/0?tab=all');

describe('route guards', () => {
  afterEach(() => useAuthStore.getState().signOut());

  it('send signed-out visitors of protected pages to the login page, naming the page asked for', () => {
    expect(target(requireSignedIn(page))).toBe('/?next=%2Fcourse_student%2F12%2F1A%2F0%3Ftab%3Dall');
    expect(target(requireAdministrator(at('/account')))).toBe('/?next=%2Faccount');
    expect(target(requireAccountAccess(withUser('7')))).toBe('/?next=%2Faccount%2F7');
  });

  it('send a signed-in user from the login page to the class list', () => {
    expect(leaveLoginIfSignedIn(at('/'))).toBeNull();
    signInAs('teacher');
    expect(target(leaveLoginIfSignedIn(at('/')))).toBe('/course');
    expect(requireSignedIn(page)).toBeNull();
  });

  it('send a signed-in user from the login page to the page named in its address, if it is inside the app', () => {
    signInAs('teacher');
    expect(target(leaveLoginIfSignedIn(at('/?next=%2Fcollection')))).toBe('/collection');
    expect(target(leaveLoginIfSignedIn(at('/?next=%2F%2Fevil.example')))).toBe('/course');
    // /internal's sign-in page leaves the same way.
    for (const page of ['/', '/internal']) {
      expect(target(leaveLoginIfSignedIn(at(`${page}?next=%2F.%2F%2Fevil.example%2Fphish`)))).toBe('/course');
      expect(target(leaveLoginIfSignedIn(at(`${page}?next=%2Fa%2F..%2F%2Fevil.example`)))).toBe('/course');
      expect(target(leaveLoginIfSignedIn(at(`${page}?next=%2F%252e%2F%2Fevil.example`)))).toBe('/course');
    }
  });

  it('send a signed-in administrator from the login page to the account list (SPEC §6)', () => {
    signInAs('admin');
    expect(target(leaveLoginIfSignedIn(at('/')))).toBe('/account');
  });

  it('send a teacher asking for the staff list to their own account', () => {
    signInAs('teacher');
    expect(target(requireAdministrator(at('/account')))).toBe('/account/7');
    signInAs('admin');
    expect(requireAdministrator(at('/account'))).toBeNull();
  });

  it("replace someone else's account id with a teacher's own, and let administrators open any staff page", () => {
    signInAs('teacher');
    expect(requireAccountAccess(withUser('7'))).toBeNull();
    expect(target(requireAccountAccess(withUser('8')))).toBe('/account/7');
    signInAs('admin');
    expect(requireAccountAccess(withUser('8'))).toBeNull();
    expect(target(requireAccountAccess(withUser('eight')))).toBe('/account/7');
  });
});
