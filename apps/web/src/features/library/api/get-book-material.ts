import { type BookMaterialResponse, fillPath, LIBRARY_PATHS } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getBookMaterial(courseid: number, colid: string, resourceid: number) {
  return http.get<BookMaterialResponse>(fillPath(LIBRARY_PATHS.bookMaterial, { courseid, colid, resourceid }));
}

/** A picture book's pages, as the class's students see them. */
export const bookMaterialQuery = (courseid: number, colid: string, resourceid: number) =>
  queryOptions({
    queryKey: courseKeys.libraryMaterial(courseid, 'book', colid, resourceid),
    queryFn: async () => unwrap(await getBookMaterial(courseid, colid, resourceid)),
  });
