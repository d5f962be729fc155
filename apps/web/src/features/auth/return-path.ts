/** The login page's address parameter naming the page to open after signing in. */
export const RETURN_PARAM = 'next';

/** Browsers read a backslash as a slash, and drop tabs and line breaks from URLs. */
function misleads(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

// Any origin will do: it only shows whether a value leaves the page's own origin.
const HERE = 'http://app.invalid';

/** The address a path opens, resolved as the browser resolves it, when it stays on the page's origin. */
function onThisOrigin(path: string | null): URL | null {
  if (!path?.startsWith('/') || [...path].some(misleads)) return null;
  try {
    const url = new URL(path, HERE);
    return url.origin === HERE ? url : null;
  } catch {
    return null;
  }
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The page to open after signing in, taken from the address a signed-out visitor asked for
 * (`/lms/course_student/…`, base path included): only a path inside the app, under its
 * base path, is kept, returned as the router's path (`/course_student/…`). Absolute URLs,
 * `//host`, `/\host`, paths outside the base path and the login page itself give null.
 */
export function returnPath(asked: string | null, basePath: string): string | null {
  const url = onThisOrigin(asked);
  if (!url?.pathname.startsWith(basePath)) return null;
  const rest = url.pathname.slice(basePath.length);
  if (rest === '') return null;
  const path = `/${rest}${url.search}${url.hash}`;
  // Resolving may leave `//host` once the base path is cut off (`/.//host`, `/a/..//host`), which
  // the router opens as another site's address; a path that does so, as written or decoded, is refused.
  return onThisOrigin(path) && onThisOrigin(decoded(path)) ? path : null;
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
