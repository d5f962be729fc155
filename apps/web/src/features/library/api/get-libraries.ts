import { fillPath, LIBRARY_PATHS, type LibrariesResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { libraryKey } from './library-keys';

export function getLibraries(courseid: number) {
  return http.get<LibrariesResponse>(fillPath(LIBRARY_PATHS.libraries, { courseid }));
}

export const librariesQuery = (courseid: number) =>
  queryOptions({
    queryKey: libraryKey(courseid, 'choices'),
    queryFn: async () => unwrap(await getLibraries(courseid)),
  });

/** The libraries the class may switch to: the school's packages and the class teacher's collections. */
export function useLibraries(courseid: number) {
  return useQuery(librariesQuery(courseid));
}
