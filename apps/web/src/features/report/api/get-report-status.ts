import { fillPath, REPORT_PATHS, type ReportStatusResponse } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { reportStatusKey } from './report-keys';

/** How often a report being built is asked about. */
export const REPORT_POLL_MS = 1000;

export function getReportStatus(jobid: string) {
  return http.get<ReportStatusResponse>(fillPath(REPORT_PATHS.status, { jobid }));
}

const settled = (status: ReportStatusResponse | undefined) => status?.state === 'done' || status?.state === 'failed';

/** A report's state and progress, asked again every second until it is built or has failed. */
export function useReportStatus(jobid: string | null) {
  return useQuery({
    queryKey: reportStatusKey(jobid ?? ''),
    queryFn: async () => unwrap(await getReportStatus(jobid ?? '')),
    enabled: jobid !== null,
    refetchInterval: (query) => (settled(query.state.data) ? false : REPORT_POLL_MS),
  });
}
