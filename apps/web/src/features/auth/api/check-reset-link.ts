import { AUTH_PATHS } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface ResetLink {
  id: string;
  email: string;
}

export function checkResetLink(link: ResetLink) {
  return http.post<{ status: 'success' }>(AUTH_PATHS.resetPasswordCheck, { ...link });
}

/** Whether the mailed link can still set a password; asked once when its page opens. */
export function useResetLinkCheck(link: ResetLink) {
  return useQuery({
    queryKey: ['auth', 'reset-link', link.id, link.email],
    queryFn: async () => unwrap(await checkResetLink(link)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
