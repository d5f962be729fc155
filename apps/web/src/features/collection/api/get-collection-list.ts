import { COLLECTION_PATHS, type CollectionListQuery, type CollectionListResponse } from '@lms/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

/** Which page of the list to show, searched and sorted how; pages hold the server's default size. */
export type CollectionListView = Pick<CollectionListQuery, 'page' | 'sort' | 'search'>;

/** The query string of a list request; an empty search is left out. */
function listParams({ page, sort, search }: CollectionListView): string {
  const params = new URLSearchParams({ page: String(page), sort });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}

export function getCollectionList(params: CollectionListView) {
  return http.get<CollectionListResponse>(`${COLLECTION_PATHS.list}?${listParams(params)}`);
}

export const collectionListQuery = (params: CollectionListView) =>
  queryOptions({
    queryKey: collectionKey('list', params),
    queryFn: async () => unwrap(await getCollectionList(params)),
    // The page on screen stays while the next one (or another search or order) loads.
    placeholderData: keepPreviousData,
  });

/** One page of the teacher's own collections, searched and sorted by the server. */
export function useCollectionList(params: CollectionListView) {
  return useQuery(collectionListQuery(params));
}
