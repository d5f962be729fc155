import { ACCOUNT_PATHS, type AccountProfile } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getMyProfile() {
  return http.get<{ status: 'success'; profile: AccountProfile }>(ACCOUNT_PATHS.me);
}

export const myProfileQuery = () =>
  queryOptions({
    queryKey: ['account', 'me'],
    queryFn: async () => unwrap(await getMyProfile()).profile,
  });

export function useMyProfile() {
  return useQuery(myProfileQuery());
}
