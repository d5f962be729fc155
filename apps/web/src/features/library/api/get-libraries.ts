import { fillPath, hasNextPage, LIBRARY_PATHS, type LibrariesResponse } from '@lms/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getLibraries(courseid: number, page: number) {
  return http.get<LibrariesResponse>(`${fillPath(LIBRARY_PATHS.libraries, { courseid })}?page=${page}`);
}

export const librariesQuery = (courseid: number) =>
  infiniteQueryOptions({
    queryKey: courseKeys.libraryChoices(courseid),
    queryFn: async ({ pageParam }) => unwrap(await getLibraries(courseid, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });

/**
 * The libraries the class may switch to (not the one it uses): the school's packages, then the
 * class teacher's collections, a page at a time as the teacher asks for more.
 */
export function useLibraries(courseid: number) {
  return useInfiniteQuery(librariesQuery(courseid));
}
