import { type FileFormat, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';

/** The import template, its headers and notes in the teacher's language. */
export function downloadImportTemplate(format: FileFormat) {
  return http.download(`${ROSTER_PATHS.importSample}?${new URLSearchParams({ format, lang: currentLanguage() })}`);
}

export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: async (format: FileFormat) =>
      saveFile(unwrap(await downloadImportTemplate(format)), `students.${format}`),
  });
}
