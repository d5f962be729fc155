import { DASHBOARD_PATHS, type DashboardResponse, fillPath, type ReportWindow } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getDashboard(courseid: number, reportWindow: ReportWindow) {
  return http.get<DashboardResponse>(`${fillPath(DASHBOARD_PATHS.dashboard, { courseid })}?window=${reportWindow}`);
}

/**
 * The class's dashboard over one report window. While another window loads, the charts of the
 * one before stay on screen (marked busy) instead of a blank page; never those of another class.
 */
export function useDashboard(courseid: number, reportWindow: ReportWindow) {
  return useQuery({
    queryKey: courseKeys.dashboard(courseid, reportWindow),
    queryFn: async () => unwrap(await getDashboard(courseid, reportWindow)),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === courseid ? previous : undefined),
  });
}
