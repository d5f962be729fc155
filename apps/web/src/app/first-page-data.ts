import { announcementsQuery } from '../features/announcement/api/get-announcements';
import { courseListQuery } from '../features/course/api/get-course-list';
import { institutionLogoQuery } from '../features/institution/api/get-institution-logo';
import { homePath, useAuthStore } from '../stores/auth-store';
import { queryClient } from './query-client';

/** What every signed-in page shows around itself: the school's logo in the header and the start-of-session announcements. */
const FRAME_QUERIES = [institutionLogoQuery(), announcementsQuery()];

/** The pages whose answers are asked for as the app starts (router paths), each with its queries. */
const FIRST_PAGE_QUERIES: Record<string, { queryKey: readonly unknown[] }[]> = {
  '/course': [courseListQuery(), ...FRAME_QUERIES],
};

/**
 * Asks for the answers the first page shows while that page's code is still downloading, so
 * a signed-in teacher opening the class list waits for one round trip less. Called once
 * the HTTP client has the session (see `connectSession`). Resolves once the answers (or their
 * failures) are in, so the first page can be drawn with them: an answer arriving while the page
 * is drawn in slices, or just after, would make React draw again at once, holding a phone's
 * processor for a long task each time.
 */
export function askFirstPageData(pathname: string): Promise<void> {
  const session = useAuthStore.getState();
  if (!session.isLogin) return Promise.resolve();
  // The root address leads a signed-in user to their home page.
  const queries = FIRST_PAGE_QUERIES[pathname === '/' ? homePath(session) : pathname] ?? [];
  return Promise.all(queries.map((query) => queryClient.prefetchQuery(query))).then(() => undefined);
}
