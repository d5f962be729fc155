import { type FileFormat, fillPath, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';

/**
 * The class's students in the template's columns (no passwords) with headers in the teacher's
 * language, so the file imports back as it is.
 */
export function exportRoster(courseid: number, format: FileFormat) {
  const query = new URLSearchParams({ format, lang: currentLanguage() });
  return http.download(`${fillPath(ROSTER_PATHS.export, { courseid })}?${query}`);
}

export function useExportRoster(courseid: number, courseName: string) {
  return useMutation({
    mutationFn: async (format: FileFormat) =>
      saveFile(unwrap(await exportRoster(courseid, format)), `${courseName}.${format}`),
  });
}
