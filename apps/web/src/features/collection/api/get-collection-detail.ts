import { COLLECTION_PATHS, type CollectionDetailResponse, fillPath } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

export function getCollectionDetail(cid: number) {
  return http.get<CollectionDetailResponse>(fillPath(COLLECTION_PATHS.detail, { cid }));
}

export const collectionDetailQuery = (cid: number) =>
  queryOptions({
    queryKey: collectionKey('detail', cid),
    queryFn: async () => unwrap(await getCollectionDetail(cid)),
  });

/** One collection with its materials in sequence; another teacher's answers 404. */
export function useCollectionDetail(cid: number) {
  return useQuery(collectionDetailQuery(cid));
}
