import { AUTH_PATHS, type Language } from '@lms/shared/plain';
import { useMutation } from '@tanstack/react-query';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useAuthStore } from '../../../stores/auth-store';

export function saveLanguage(lang: Language) {
  return http.post<{ status: 'success' }>(AUTH_PATHS.language, { lang });
}

/** Stores the language on the signed-in user's profile, so it follows them to other devices. */
export function useSaveLanguage() {
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const toastFailure = useFailureToast();
  return useMutation({
    mutationFn: async (lang: Language) => unwrap(await saveLanguage(lang)),
    onSuccess: (_, lang) => updateProfile({ currentsLang: lang }),
    onError: toastFailure,
  });
}
