import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginReturningTo, RETURN_PARAM, returnPath } from '../features/auth/return-path';
import { appConfig } from '../lib/config';
import { can, homePath, useAuthStore } from '../stores/auth-store';

const session = () => useAuthStore.getState();

/** The login page, which after sign-in opens the page that was asked for. */
function toLogin(request: Request) {
  const { pathname, search, hash } = new URL(request.url);
  return redirect(loginReturningTo(`${pathname}${search}${hash}`));
}

/** Signed-out visitors opening a page that needs a session go to the login page, and come back after. */
export function requireSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  return session().isLogin ? null : toLogin(request);
}

/**
 * A signed-in user opening the login page goes straight on: to the page named in its
 * address, else to their home page (see `homePath`).
 */
export function leaveLoginIfSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const current = session();
  if (!current.isLogin) return null;
  const asked = new URL(request.url).searchParams.get(RETURN_PARAM);
  return redirect(returnPath(asked, appConfig.basePath) ?? homePath(current));
}

/** The staff list is for administrators; a teacher's "account" is their own profile. */
export function requireAdministrator({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const current = session();
  // Loaders of nested routes run side by side, so each guard checks the session itself.
  if (!current.isLogin) return toLogin(request);
  return can('manage_school')(current) ? null : redirect(`/account/${current.userid}`);
}

/** A teacher's account page is only ever their own (another id is replaced by theirs); administrators open anyone's of their school. */
export function requireAccountAccess({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const current = session();
  if (!current.isLogin) return toLogin(request);
  if (can('manage_school')(current) && /^\d+$/.test(params.userid ?? '')) return null;
  return params.userid === String(current.userid) ? null : redirect(`/account/${current.userid}`);
}
