import { INTERNAL_PATHS, type InternalSchool } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getInternalSchools() {
  return http.get<{ status: 'success'; record: InternalSchool[] }>(INTERNAL_PATHS.schools);
}

export const internalSchoolsQuery = () =>
  queryOptions({
    queryKey: ['internal', 'schools'],
    queryFn: async () => unwrap(await getInternalSchools()).record,
  });

/** The schools an internal session can look at (those with an active administrator). */
export function useInternalSchools(enabled: boolean) {
  return useQuery({ ...internalSchoolsQuery(), enabled });
}
