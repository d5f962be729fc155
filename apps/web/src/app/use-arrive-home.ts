import type { SessionUser } from '@lms/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCarryLanguageChoice } from '../features/language/hooks/use-carry-language-choice';
import { homePath } from '../stores/auth-store';

/** Once signed in from another site (a school's provider, version 2): the language chosen here kept, on to the user's home page. */
export function useArriveHome() {
  const navigate = useNavigate();
  const carryLanguageChoice = useCarryLanguageChoice();
  return useCallback(
    (user: SessionUser) => {
      carryLanguageChoice(user.currentsLang);
      void navigate(homePath(user), { replace: true });
    },
    [carryLanguageChoice, navigate],
  );
}
