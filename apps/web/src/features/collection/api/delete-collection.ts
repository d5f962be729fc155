import { COLLECTION_PATHS, type CollectionDeletedResponse, fillPath } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshCollections } from './refresh-collections';

export function deleteCollection(cid: number) {
  return http.post<CollectionDeletedResponse>(fillPath(COLLECTION_PATHS.remove, { cid }));
}

/** Deletes a collection; classes that used it keep its package as their library. */
export function useDeleteCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: async (cid: number) => unwrap(await deleteCollection(cid)),
    onSuccess: () => refresh(),
  });
}
