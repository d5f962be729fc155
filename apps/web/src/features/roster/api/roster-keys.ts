import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Everything about classes is cached under ['course'] (class list, class header, rosters). */
export const rosterKey = (courseid: number) => ['course', 'students', courseid] as const;

/**
 * A roster change moves the seat counts shown by the class header and the class list as
 * well as the roster itself, so all of them are refreshed.
 */
export function useRefreshRoster() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['course'] }), [queryClient]);
}
