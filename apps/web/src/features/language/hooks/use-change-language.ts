import type { Language } from '@lms/shared';
import { useCallback } from 'react';
import { i18n } from '../../../lib/i18n/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { useSaveLanguage } from '../api/save-language';

/** Switches the app's language, remembers it on this device and, when signed in, on the profile. */
export function useChangeLanguage() {
  const isLogin = useAuthStore((state) => state.isLogin);
  const chooseLanguage = useCommonStore((state) => state.chooseLanguage);
  const { mutate: saveToProfile } = useSaveLanguage();
  return useCallback(
    async (language: Language) => {
      chooseLanguage(language);
      await i18n.changeLanguage(language);
      if (isLogin) saveToProfile(language);
    },
    [isLogin, chooseLanguage, saveToProfile],
  );
}
