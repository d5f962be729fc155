import type { Language } from '@lms/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../lib/storage';

interface CommonSaved {
  /** The language the user picked; null until they pick one (then the start-up rule decides). */
  language: Language | null;
  /**
   * Announcements the user asked not to see again. Kept per announcement so that a
   * later notice (say, a new maintenance window) is still shown.
   */
  dismissedAnnouncements: number[];
  /** The school code from the last sign-in link used here, so the login page keeps its logo. */
  schoolCode: string | null;
}

interface CommonState extends CommonSaved {
  chooseLanguage(language: Language): void;
  dismissAnnouncements(ids: number[]): void;
  rememberSchool(schoolCode: string): void;
}

export const useCommonStore = create<CommonState>()(
  persist(
    (set) => ({
      language: null,
      dismissedAnnouncements: [],
      schoolCode: null,
      chooseLanguage: (language) => set({ language }),
      dismissAnnouncements: (ids) =>
        set((state) => ({ dismissedAnnouncements: [...new Set([...state.dismissedAnnouncements, ...ids])] })),
      rememberSchool: (schoolCode) => set({ schoolCode }),
    }),
    persistIn(
      'common',
      ({ language, dismissedAnnouncements, schoolCode }: CommonState): CommonSaved => ({
        language,
        dismissedAnnouncements,
        schoolCode,
      }),
    ),
  ),
);
