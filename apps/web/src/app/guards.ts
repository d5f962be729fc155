import { type LoaderFunctionArgs, redirect } from 'react-router';
import { homePath, isAdministrator, useAuthStore } from '../stores/auth-store';

const session = () => useAuthStore.getState();

/** Signed-out visitors opening a page that needs a session go to the login page. */
export function requireSignedIn() {
  return session().isLogin ? null : redirect('/');
}

/** A signed-in user opening the login page goes straight to their home page (see `homePath`). */
export function leaveLoginIfSignedIn() {
  const current = session();
  return current.isLogin ? redirect(homePath(current)) : null;
}

/** The staff list is for administrators; a teacher's "account" is their own profile. */
export function requireAdministrator() {
  const current = session();
  // Loaders of nested routes run side by side, so each guard checks the session itself.
  if (!current.isLogin) return redirect('/');
  return isAdministrator(current) ? null : redirect(`/account/${current.userid}`);
}

/** Profiles are only ever one's own: another id is replaced by the user's. */
export function requireOwnAccount({ params }: LoaderFunctionArgs) {
  const { isLogin, userid } = session();
  if (!isLogin) return redirect('/');
  return params.userid === String(userid) ? null : redirect(`/account/${userid}`);
}
