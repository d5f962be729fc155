import { COLLECTION_PATHS, type CollectionBody, type CollectionSavedResponse } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';
import { useRefreshCollections } from './refresh-collections';

/** `resourceids` go in the collection's order. Each call is one action of the teacher, with its own key. */
export function createCollection(body: CollectionBody) {
  return http.post<CollectionSavedResponse>(COLLECTION_PATHS.create, body, { headers: onceOnly() });
}

export function useCreateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: async (body: CollectionBody) => unwrap(await createCollection(body)).cid,
    onSuccess: () => refresh(),
  });
}
