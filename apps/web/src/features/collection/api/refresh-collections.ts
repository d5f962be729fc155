import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseKeys } from '../../../entities/course/query-keys';
import { collectionKey } from './collection-keys';

/**
 * A change to a collection shows in My Library and in the libraries of the classes that use
 * it (kept under `courseKeys.all`), so both are refreshed.
 */
export function useRefreshCollections() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKey() }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
    [queryClient],
  );
}
