import type { Language } from '@lms/shared';
import { useCallback } from 'react';
import { i18n } from '../../../lib/i18n/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { useSaveLanguage } from '../api/save-language';

/** Switches the app's language, remembers it on this device and, when signed in, on the profile. */
export function useChangeLanguage() {
  // Without an account of their own (the company's staff), the language stays on the device.
  const hasProfile = useAuthStore((state) => state.isLogin && state.abilities.own_account);
  const chooseLanguage = useCommonStore((state) => state.chooseLanguage);
  const { mutate: saveToProfile } = useSaveLanguage();
  return useCallback(
    async (language: Language) => {
      chooseLanguage(language);
      await i18n.changeLanguage(language);
      if (hasProfile) saveToProfile(language);
    },
    [hasProfile, chooseLanguage, saveToProfile],
  );
}
