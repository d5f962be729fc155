import { SUBSCRIPTION_PATHS, type SubscribedPackagesResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getSubscribedPackages() {
  return http.get<SubscribedPackagesResponse>(SUBSCRIPTION_PATHS.packages);
}

export const subscribedPackagesQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'packages'],
    queryFn: async () => unwrap(await getSubscribedPackages()).record,
  });

/** The packages the school subscribes to, with what each holds. */
export function useSubscribedPackages() {
  return useQuery(subscribedPackagesQuery());
}
