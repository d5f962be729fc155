import { fillPath } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** Every answer about staff (the list, a teacher's page) is read again after a change to anyone. */
export const STAFF_QUERY_ROOT = ['account'] as const;

/** One administrator action on a staff member (`userid` in the path), with what it sends. */
export function staffChange<Body extends Record<string, string | number> = Record<never, never>>(path: string) {
  return (userid: number, body?: Body) =>
    http.post<{ status: 'success' }>(fillPath(path, { userid }), body ? { ...body } : undefined);
}

/** The mutation of such an action; on success the staff answers are read again. */
export function useStaffChange<Variables>(send: (variables: Variables) => ReturnType<ReturnType<typeof staffChange>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => unwrap(await send(variables)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_ROOT }),
  });
}
