import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseKeys } from '../../../entities/course/query-keys';

/**
 * A roster change moves the seat counts shown by the class header and the class list as
 * well as the roster itself, so all of them are refreshed.
 */
export function useRefreshRoster() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }), [queryClient]);
}
