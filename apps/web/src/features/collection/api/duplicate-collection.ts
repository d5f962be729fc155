import { COLLECTION_PATHS, type CollectionSavedResponse, fillPath } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshCollections } from './refresh-collections';

export function duplicateCollection(cid: number, name: string) {
  return http.post<CollectionSavedResponse>(fillPath(COLLECTION_PATHS.duplicate, { cid }), { name });
}

/** Copies a collection with all its materials under a new name; answers the copy's id. */
export function useDuplicateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: async ({ cid, name }: { cid: number; name: string }) =>
      unwrap(await duplicateCollection(cid, name)).cid,
    onSuccess: () => refresh(),
  });
}
