/** The login page's address parameter naming the page to open after signing in. */
export const RETURN_PARAM = 'next';

/** Browsers read a backslash as a slash, and drop tabs and line breaks from URLs. */
function misleads(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

// Any origin will do: it only shows whether a value leaves the page's own origin.
const HERE = 'http://app.invalid';

/**
 * The page to open after signing in, taken from the address a signed-out visitor asked for
 * (`/lms/course_student/…`, base path included): only a path inside the app, under its
 * base path, is kept, returned as the router's path (`/course_student/…`). Absolute URLs,
 * `//host`, `/\host`, paths outside the base path and the login page itself give null.
 */
export function returnPath(asked: string | null, basePath: string): string | null {
  if (!asked?.startsWith('/') || [...asked].some(misleads)) return null;
  let url: URL;
  try {
    url = new URL(asked, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || !url.pathname.startsWith(basePath)) return null;
  const path = url.pathname.slice(basePath.length);
  return path === '' ? null : `/${path}${url.search}${url.hash}`;
}

/** Where the product company's own staff sign in (again, when their session ends or they sign out). */
export const INTERNAL_SIGN_IN = '/internal';

/** The login page's mode that asks for a reset link instead of signing in. */
export const FORGOT_MODE = 'forgot';

/**
 * The login page's query for one of its modes (signing in, asking for a reset link), keeping
 * the page asked for, so the visitor still lands there after detouring through the other mode.
 */
export function loginSearch(asked: string | null, mode?: typeof FORGOT_MODE): string {
  const query = new URLSearchParams();
  if (mode) query.set('mode', mode);
  if (asked !== null) query.set(RETURN_PARAM, asked);
  return query.size === 0 ? '' : `?${query}`;
}

/** The login page's address that returns to `asked` (a whole address, base path included). */
export function loginReturningTo(asked: string): string {
  return `/${loginSearch(asked)}`;
}
