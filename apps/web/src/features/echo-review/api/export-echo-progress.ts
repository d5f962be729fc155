import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';

/**
 * The progress as the XLSX file the server writes (per student and question, automatic and
 * teacher's scores), in the language of the screen it was asked from.
 */
export function exportEchoProgress(courseid: number, echoid: number) {
  const query = new URLSearchParams({ lang: currentLanguage() });
  return http.download(`${fillPath(ECHO_PATHS.export, { courseid, echoid })}?${query}`);
}

/** Downloads the export; the server names the file, the quiz's name is the fallback. */
export function useExportEchoProgress(courseid: number, echoid: number) {
  return useMutation({
    mutationFn: async (quizName: string) =>
      saveFile(unwrap(await exportEchoProgress(courseid, echoid)), `${quizName}.xlsx`),
  });
}
