/** The app's entry. */
export const ENTRY = /src[\\/]main\.tsx$/;
/** The page the app opens at its root address: a visitor's first page is usually this one. */
export const LOGIN_PAGE = /src[\\/]app[\\/]routes[\\/]login\.tsx$/;
/**
 * A signed-in teacher's first page: the frame every page but the login page uses (the component
 * library), the signed-in layout, and the class list, where signing in leads.
 */
export const SIGNED_IN_HOME =
  /src[\\/]app[\\/](shell[\\/](ComponentLibraryFrame|SignedInLayout)|routes[\\/]course-list)\.tsx$/;
/** The meta tag of index.html listing the signed-in home's files, which its script preloads for a session. */
export const SIGNED_IN_FILES_META = 'lms-signed-in-files';
/** The meta tag of index.html holding the class list's title in every language, for the frame its script draws. */
export const CLASS_LIST_TITLES_META = 'lms-class-list-titles';
