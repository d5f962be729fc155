import { COLLECTION_PATHS, type CollectionBody, type CollectionSavedResponse } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshCollections } from './refresh-collections';

/** `resourceids` go in the collection's order. */
export function createCollection(body: CollectionBody) {
  return http.post<CollectionSavedResponse>(COLLECTION_PATHS.create, body);
}

export function useCreateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: async (body: CollectionBody) => unwrap(await createCollection(body)).cid,
    onSuccess: () => refresh(),
  });
}
