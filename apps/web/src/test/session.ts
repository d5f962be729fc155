import type { Role, SessionUser, StaffAbilities } from '@lms/shared';
import { useAuthStore } from '../stores/auth-store';

/** What the server's rules answer for a teacher and for an administrator of their own account. */
const ABILITIES: Record<Role, StaffAbilities> = {
  teacher: { manage_school: false, keep_collections: true, own_account: true },
  admin: { manage_school: true, keep_collections: false, own_account: true },
};

/** A staff member as the server describes them at sign-in. */
export function sessionUserAs(permit: Role = 'teacher'): SessionUser {
  return {
    userid: 7,
    username: 'Ms Lin',
    email: 'a@b.test',
    permit,
    image: '2',
    currentsLang: 'en-US',
    institution: 'Demo School',
    abilities: ABILITIES[permit],
  };
}

/** Puts a signed-in session in the auth store, as a successful sign-in would. */
export function signInAs(permit: Role = 'teacher', token = 't'): SessionUser {
  const user = sessionUserAs(permit);
  useAuthStore.getState().signIn(token, user);
  return user;
}
