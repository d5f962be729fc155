import { fillPath, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';

/**
 * The printable login cards (PDF, opened in a new tab, labels in the teacher's language) of
 * the students whose passwords were just set; they can be fetched once.
 */
export function downloadLoginCards(handle: string) {
  return http.download(`${fillPath(ROSTER_PATHS.loginCards, { handle })}?lang=${currentLanguage()}`);
}

export function useDownloadLoginCards() {
  return useMutation({
    mutationFn: async (handle: string) => unwrap(await downloadLoginCards(handle)),
  });
}
