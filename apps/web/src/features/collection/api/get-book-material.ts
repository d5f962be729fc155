import { type BookMaterialResponse, COLLECTION_PATHS, fillPath } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

export function getBookMaterial(resourceid: number) {
  return http.get<BookMaterialResponse>(fillPath(COLLECTION_PATHS.bookMaterial, { resourceid }));
}

/** A picture book's pages, for previewing while building or viewing a collection. */
export const bookMaterialQuery = (resourceid: number) =>
  queryOptions({
    queryKey: collectionKey('book', resourceid),
    queryFn: async () => unwrap(await getBookMaterial(resourceid)),
  });
