import { INTERNAL_PATHS, type SessionUser } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useAuthStore } from '../../../stores/auth-store';

type SessionAnswer = { status: 'success'; user: SessionUser };

export function switchSchool(institution: number) {
  return http.post<SessionAnswer>(INTERNAL_PATHS.switch, { institution });
}

/** Support mode on with the reason, or off with null. */
export function setSupportMode(reason: string | null) {
  return http.post<SessionAnswer>(INTERNAL_PATHS.support, { reason });
}

/** Changes the internal session (its school or support mode) and tells the app who it is now. */
function useChangeSession<Input>(change: (input: Input) => ReturnType<typeof switchSchool>, clearData: boolean) {
  const queryClient = useQueryClient();
  const refreshUser = useAuthStore((state) => state.refreshUser);
  const toastFailure = useFailureToast();
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await change(input)).user,
    onSuccess: (user) => {
      // Another school: nothing of the previous one may stay on screen.
      if (clearData) queryClient.clear();
      refreshUser(user);
    },
    onError: toastFailure,
  });
}

export function useSwitchSchool() {
  return useChangeSession(switchSchool, true);
}

export function useSupportMode() {
  return useChangeSession(setSupportMode, false);
}
