import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { COURSE_ROUTE_PARAMS } from '../entities/course/course-route';
import {
  ECHO_PAGE,
  ECHO_ROUTE_PARAMS,
  SPEAKING_TASK_CREATE_PAGE,
  SPEAKING_TASK_PAGE,
  SPEAKING_TASK_ROUTE_PARAMS,
} from '../entities/echo/echo-paths';
import { STUDENT_PAGE, STUDENT_ROUTE_PARAMS } from '../entities/student/student-paths';
import { ASSIGNMENT_PAGE, ASSIGNMENT_ROUTE_PARAMS, CHECK_PAGE } from '../features/assignment/assignment-paths';
import { routerBasename } from '../lib/config';
import { LOGIN_ROUTE_ID, SIGN_IN_ROUTE_IDS } from './connect-session';
import { COURSE_PAGES } from './course-frame/course-pages';
import { leaveLoginIfSignedIn, requireAccountAccess, requireAdministrator, requireSignedIn } from './guards';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';

// Every page is its own chunk, so the login page downloads only what it shows.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { id: LOGIN_ROUTE_ID, index: true, loader: leaveLoginIfSignedIn, lazy: () => import('./routes/login') },
      // The other sign-in entries, like the login page without antd: a code from version 2, a school's
      // OpenID provider sending the browser back, the company's staff.
      { id: SIGN_IN_ROUTE_IDS.sso, path: 'ssologin', lazy: () => import('./routes/sso-login') },
      { id: SIGN_IN_ROUTE_IDS.school, path: 'oidc/callback', lazy: () => import('./routes/school-sign-in') },
      {
        id: SIGN_IN_ROUTE_IDS.internal,
        path: 'internal',
        loader: leaveLoginIfSignedIn,
        lazy: () => import('./routes/internal-login'),
      },
      {
        // Every page but the login page uses antd; the login page loads without it.
        lazy: () => import('./shell/ComponentLibraryFrame'),
        children: [
          // The link in the reset mail carries "id=…" and "email=…" as whole path segments.
          { path: 'resetpassword/:idSegment/:emailSegment', lazy: () => import('./routes/reset-password') },
          { path: 'invitation/:token', lazy: () => import('./routes/invitation') },
          { path: 'email-change/:token', lazy: () => import('./routes/email-change') },
          { path: '404', lazy: () => import('./routes/not-found') },
          {
            loader: requireSignedIn,
            lazy: () => import('./shell/SignedInLayout'),
            children: [
              { path: 'course', lazy: () => import('./routes/course-list') },
              { path: 'account', loader: requireAdministrator, lazy: () => import('./routes/staff-list') },
              { path: 'account/:userid', loader: requireAccountAccess, lazy: () => import('./routes/my-account') },
              { path: 'audit', loader: requireAdministrator, lazy: () => import('./routes/audit') },
              {
                path: 'school-sign-in',
                loader: requireAdministrator,
                lazy: () => import('./routes/school-sign-in-settings'),
              },
              { path: 'packages', lazy: () => import('./routes/packages') },
              { path: 'collection', lazy: () => import('./routes/collection-list') },
              { path: 'collection/create/:pkgid?', lazy: () => import('./routes/collection-edit') },
              { path: 'collection/edit/:pid/:cname/:cid', lazy: () => import('./routes/collection-edit') },
              { path: 'collection/:pid/:cname/:cid', lazy: () => import('./routes/collection-detail') },
              {
                // The class pages (SPEC §2 course routes) share the class frame: header, state and tabs.
                lazy: () => import('./course-frame/CourseFrame'),
                children: [
                  ...COURSE_PAGES.map(({ page, lazy }) => ({ path: `${page}/${COURSE_ROUTE_PARAMS}`, lazy })),
                  {
                    path: `${ASSIGNMENT_PAGE}/create/${COURSE_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/course-assignment-create'),
                  },
                  {
                    path: `${ASSIGNMENT_PAGE}/edit/${ASSIGNMENT_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/course-assignment-edit'),
                  },
                  { path: `${CHECK_PAGE}/${ASSIGNMENT_ROUTE_PARAMS}`, lazy: () => import('./routes/check-assignment') },
                  {
                    path: `${ECHO_PAGE}/create/${COURSE_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/course-weekly-quiz-create'),
                  },
                  {
                    path: `${ECHO_PAGE}/edit/${ECHO_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/course-weekly-quiz-edit'),
                  },
                  { path: `${ECHO_PAGE}/progress/${ECHO_ROUTE_PARAMS}`, lazy: () => import('./routes/echo-progress') },
                  { path: `${STUDENT_PAGE}/${STUDENT_ROUTE_PARAMS}`, lazy: () => import('./routes/student-page') },
                  {
                    path: `${SPEAKING_TASK_PAGE}/${SPEAKING_TASK_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/speaking-task'),
                  },
                  {
                    path: `${SPEAKING_TASK_CREATE_PAGE}/${SPEAKING_TASK_ROUTE_PARAMS}`,
                    lazy: () => import('./routes/speaking-task-create'),
                  },
                ],
              },
            ],
          },
        ],
      },
      // Unknown addresses go to the login page, which sends a signed-in user on to the class list.
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}

/** Resolves once the router has loaded the first page's code and run its guards. */
export function firstPageReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
