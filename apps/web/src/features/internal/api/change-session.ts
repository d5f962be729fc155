import { INTERNAL_PATHS, type SessionUser } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useAuthStore } from '../../../stores/auth-store';

type SessionAnswer = { status: 'success'; user: SessionUser };
/** A switch opens a session at the other school: its token comes with the answer. */
type SwitchAnswer = SessionAnswer & { token: string };

export function switchSchool(institution: number) {
  return http.post<SwitchAnswer>(INTERNAL_PATHS.switch, { institution });
}

/** Support mode on with the reason, or off with null. */
export function setSupportMode(reason: string | null) {
  return http.post<SessionAnswer>(INTERNAL_PATHS.support, { reason });
}

/** Looks at another school with that school's session; nothing of the previous one may stay on screen. */
export function useSwitchSchool() {
  const queryClient = useQueryClient();
  const switchSession = useAuthStore((state) => state.switchSession);
  const toastFailure = useFailureToast();
  return useMutation({
    mutationFn: async (institution: number) => unwrap(await switchSchool(institution)),
    onSuccess: ({ token, user }) => {
      queryClient.clear();
      switchSession(token, user);
    },
    onError: toastFailure,
  });
}

/** Support mode on or off in the same session; the app is told who it is now. */
export function useSupportMode() {
  const refreshUser = useAuthStore((state) => state.refreshUser);
  const toastFailure = useFailureToast();
  return useMutation({
    mutationFn: async (reason: string | null) => unwrap(await setSupportMode(reason)).user,
    onSuccess: refreshUser,
    onError: toastFailure,
  });
}
