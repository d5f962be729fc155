import { ACCOUNT_PATHS, type UserImage } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useAuthStore } from '../../../stores/auth-store';
import { myProfileQuery } from './get-my-profile';

export interface ProfileChanges {
  name: string;
  image: UserImage;
}

export function updateProfile(changes: ProfileChanges) {
  return http.post<{ status: 'success' }>(ACCOUNT_PATHS.profile, { ...changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateSession = useAuthStore((state) => state.updateProfile);
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => unwrap(await updateProfile(changes)),
    onSuccess: (_, { name, image }) => {
      // The header shows the name and avatar from the session; keep it in step.
      updateSession({ username: name, image });
      return queryClient.invalidateQueries({ queryKey: myProfileQuery().queryKey });
    },
  });
}
