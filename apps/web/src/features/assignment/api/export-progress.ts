import { ASSIGNMENT_PATHS, fillPath } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';

/** The check page's table as an XLSX file the server writes, in the teacher's language. */
export function exportProgress(courseid: number, aid: number) {
  const query = new URLSearchParams({ format: 'xlsx', lang: currentLanguage() });
  return http.download(`${fillPath(ASSIGNMENT_PATHS.progressExport, { courseid, aid })}?${query}`);
}

/** Downloads the export; the server names the file after the assignment, `assignmentName` is the fallback. */
export function useExportProgress(courseid: number, aid: number) {
  return useMutation({
    mutationFn: async (assignmentName: string) =>
      saveFile(unwrap(await exportProgress(courseid, aid)), `${assignmentName}.xlsx`),
  });
}
