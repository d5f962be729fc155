import { COLLECTION_PATHS, type CollectionBody, type CollectionSavedResponse, fillPath } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshCollections } from './refresh-collections';

/** Replaces the collection's details and its materials, in the order given. */
export function editCollection(cid: number, body: CollectionBody) {
  return http.post<CollectionSavedResponse>(fillPath(COLLECTION_PATHS.edit, { cid }), body);
}

export function useEditCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: async ({ cid, body }: { cid: number; body: CollectionBody }) =>
      unwrap(await editCollection(cid, body)).cid,
    onSuccess: () => refresh(),
  });
}
