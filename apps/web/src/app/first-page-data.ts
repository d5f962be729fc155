import { courseListQuery } from '../features/course/api/get-course-list';
import { homePath, useAuthStore } from '../stores/auth-store';
import { queryClient } from './query-client';

/** The pages whose answer is asked for as the app starts (router paths), each with how to ask. */
const FIRST_PAGE_ANSWERS: Record<string, () => Promise<void>> = {
  '/course': () => queryClient.prefetchQuery(courseListQuery()),
};

/**
 * Asks for the answer the first page shows while that page's code is still downloading, so
 * a signed-in teacher opening the class list waits for one round trip less. Called once
 * the HTTP client has the session (see `connectSession`). Resolves once the answer (or its
 * failure) is in, so the first page can be drawn with it: an answer arriving while the page is
 * drawn in slices would make React draw it all again at once.
 */
export function askFirstPageData(pathname: string): Promise<void> {
  const session = useAuthStore.getState();
  if (!session.isLogin) return Promise.resolve();
  // The root address leads a signed-in user to their home page.
  const ask = FIRST_PAGE_ANSWERS[pathname === '/' ? homePath(session) : pathname];
  return ask ? ask() : Promise.resolve();
}
