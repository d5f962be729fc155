import { fillPath, LEVEL_PATHS } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export interface ScheduledChecks {
  status: 'success';
  scheduled: number;
  skipped: number;
  /** Students still to take the placement test, who get no check. */
  placement_pending: number;
}

export function scheduleCheck(courseid: number, stuids: number[]) {
  return http.post<ScheduledChecks>(fillPath(LEVEL_PATHS.check, { courseid }), { stuids });
}

/** A level check for the students chosen; those with one open already, or still to take the placement, are skipped. */
export function useScheduleCheck(courseid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stuids: number[]) => unwrap(await scheduleCheck(courseid, stuids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.level(courseid) }),
  });
}
