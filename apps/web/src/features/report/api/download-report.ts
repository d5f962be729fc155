import { fillPath, REPORT_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';

export function downloadReport(jobid: string) {
  return http.download(fillPath(REPORT_PATHS.download, { jobid }), { pdfAsFile: true });
}

/** Saves the built report under the name the server gives it. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ jobid, fileName }: { jobid: string; fileName: string }) =>
      saveFile(unwrap(await downloadReport(jobid)), fileName),
  });
}
