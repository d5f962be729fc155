import { COLLECTION_PATHS, type PackagesResponse } from '@lms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

export function getPackages() {
  return http.get<PackagesResponse>(COLLECTION_PATHS.packages);
}

export const packagesQuery = () =>
  queryOptions({
    queryKey: collectionKey('packages'),
    queryFn: async () => unwrap(await getPackages()).record,
  });

/** The content packages the school subscribes to: what collections are built from. */
export function usePackages() {
  return useQuery(packagesQuery());
}
