/** The name of the `<meta>` element in which the server hands the web app its deployment settings. */
export const APP_CONFIG_META_NAME = 'lms-config';

/** A base path ("/lms/") as the router and its links write it: without the trailing slash ("/" stays "/"). */
export function routerBasenameOf(basePath: string): string {
  return basePath === '/' ? '/' : basePath.slice(0, -1);
}

/**
 * The settings the login page is drawn with when the app is built (`apps/web/build/first-paint.ts`):
 * marks in place of the base path and the site links, which the server replaces with its own
 * settings (or removes, for a link it does not have) before sending the page.
 */
export const FIRST_PAINT_MARKS = {
  basePath: '/~base-path~/',
  links: {
    privacy: 'https://privacy.first-paint.invalid/',
    cookies: 'https://cookies.first-paint.invalid/',
    terms: 'https://terms.first-paint.invalid/',
  },
} as const;
