import { COLLECTION_PATHS, type CollectionListResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

export function getCollectionList() {
  return http.get<CollectionListResponse>(COLLECTION_PATHS.list);
}

export const collectionListQuery = () =>
  queryOptions({
    queryKey: collectionKey('list'),
    queryFn: async () => unwrap(await getCollectionList()).record,
  });

/** The teacher's own collections, newest first. */
export function useCollectionList() {
  return useQuery(collectionListQuery());
}
