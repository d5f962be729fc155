import type { Language } from '@lms/shared';
import { useCallback } from 'react';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCommonStore } from '../../../stores/common-store';
import { useSaveLanguage } from '../api/save-language';

/**
 * Right after sign-in: a language picked on this device (on the login page, say) is
 * copied to the profile, so it follows the user. Without such a choice the start-up
 * rule keeps deciding and the profile is left alone.
 */
export function useCarryLanguageChoice() {
  const { mutate: saveToProfile } = useSaveLanguage();
  return useCallback(
    (profileLanguage: Language) => {
      const chosen = useCommonStore.getState().language;
      if (chosen && chosen === currentLanguage() && chosen !== profileLanguage) saveToProfile(chosen);
    },
    [saveToProfile],
  );
}
