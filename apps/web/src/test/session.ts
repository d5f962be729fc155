import type { Role, SessionUser } from '@lms/shared';
import { useAuthStore } from '../stores/auth-store';

/** Puts a signed-in session in the auth store, as a successful sign-in would. */
export function signInAs(permit: Role = 'teacher', token = 't'): SessionUser {
  const user: SessionUser = {
    userid: 7,
    username: 'Ms Lin',
    email: 'a@b.test',
    permit,
    image: '2',
    currentsLang: 'en-US',
    institution: 'Demo School',
  };
  useAuthStore.getState().signIn(token, user);
  return user;
}
