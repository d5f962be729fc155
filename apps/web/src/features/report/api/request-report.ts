import { fillPath, REPORT_PATHS, type ReportRequestBody, type ReportRequestResponse } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function requestReport(courseid: number, body: ReportRequestBody) {
  return http.post<ReportRequestResponse>(fillPath(REPORT_PATHS.request, { courseid }), body, { json: true });
}

/** Asks for a report; the answer names the job to follow. */
export function useRequestReport(courseid: number) {
  return useMutation({
    mutationFn: async (body: ReportRequestBody) => unwrap(await requestReport(courseid, body)),
  });
}
