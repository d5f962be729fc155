import { ACCOUNT_PATHS, fillPath, type StaffDetail } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { STAFF_QUERY_ROOT } from './staff-change';

export function getStaffDetail(userid: number) {
  return http.get<{ status: 'success'; detail: StaffDetail }>(fillPath(ACCOUNT_PATHS.detail, { userid }));
}

export const staffDetailQuery = (userid: number) =>
  queryOptions({
    queryKey: [...STAFF_QUERY_ROOT, 'detail', userid],
    queryFn: async () => unwrap(await getStaffDetail(userid)).detail,
  });

/** A teacher's details, classes and recent activity. */
export function useStaffDetail(userid: number) {
  return useQuery(staffDetailQuery(userid));
}
