import { AUTH_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../../../lib/http';
import { useAuthStore } from '../../../stores/auth-store';
import { forgetSession } from '../forget-session';
import { INTERNAL_SIGN_IN } from '../return-path';

export function logout() {
  return http.post<{ status: 'success' }>(AUTH_PATHS.logout);
}

/**
 * Revokes the token on the server, then forgets it here whatever the answer: a user who
 * asks to leave must not stay signed in because the network failed. The company's staff
 * go back to their own sign-in page.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      const internal = useAuthStore.getState().internal !== null;
      forgetSession();
      void navigate(internal ? INTERNAL_SIGN_IN : '/', { replace: true });
    },
  });
}
