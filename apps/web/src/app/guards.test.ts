import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { leaveLoginIfSignedIn, requireAdministrator, requireOwnAccount, requireSignedIn } from './guards';

function signInAs(permit: 'admin' | 'teacher') {
  useAuthStore.getState().signIn('t', {
    userid: 7,
    username: 'Ms Lin',
    email: 'a@b.test',
    permit,
    image: '1',
    currentsLang: 'en-US',
    institution: 'Demo School',
  });
}

const target = (result: Response | null) => result?.headers.get('Location') ?? null;
const withUser = (userid: string) => ({ params: { userid } }) as unknown as LoaderFunctionArgs;

describe('route guards', () => {
  afterEach(() => useAuthStore.getState().signOut());

  it('send signed-out visitors of protected pages to the login page', () => {
    expect(target(requireSignedIn())).toBe('/');
    expect(target(requireAdministrator())).toBe('/');
    expect(target(requireOwnAccount(withUser('7')))).toBe('/');
  });

  it('send a signed-in user from the login page to the class list', () => {
    expect(leaveLoginIfSignedIn()).toBeNull();
    signInAs('teacher');
    expect(target(leaveLoginIfSignedIn())).toBe('/course');
    expect(requireSignedIn()).toBeNull();
  });

  it('send a signed-in administrator from the login page to the account list (SPEC §6)', () => {
    signInAs('admin');
    expect(target(leaveLoginIfSignedIn())).toBe('/account');
  });

  it('send a teacher asking for the staff list to their own account', () => {
    signInAs('teacher');
    expect(target(requireAdministrator())).toBe('/account/7');
    signInAs('admin');
    expect(requireAdministrator()).toBeNull();
  });

  it("replace someone else's account id with the user's own", () => {
    signInAs('teacher');
    expect(requireOwnAccount(withUser('7'))).toBeNull();
    expect(target(requireOwnAccount(withUser('8')))).toBe('/account/7');
  });
});
