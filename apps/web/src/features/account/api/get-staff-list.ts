import { ACCOUNT_PATHS, type StaffMember } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getStaffList() {
  return http.get<{ status: 'success'; record: StaffMember[] }>(ACCOUNT_PATHS.list);
}

export const staffListQuery = () =>
  queryOptions({
    queryKey: ['account', 'list'],
    queryFn: async () => unwrap(await getStaffList()).record,
  });

/** Everyone with a staff account at the administrator's school. */
export function useStaffList() {
  return useQuery(staffListQuery());
}
