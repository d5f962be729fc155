import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http';
import { forgetSession } from '../../../stores/forget-session';

export function logout() {
  return http.post<{ status: 'success' }>(AUTH_PATHS.logout);
}

/**
 * Revokes the token on the server, then forgets it here whatever the answer: a user who
 * asks to leave must not stay signed in because the network failed.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetSession();
      void navigate('/', { replace: true });
    },
  });
}
