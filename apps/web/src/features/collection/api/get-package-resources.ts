import { COLLECTION_PATHS, fillPath, type PackageResourcesResponse } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

/** `params` are the filters and sort order set, as the class library search takes them. */
export function getPackageResources(pkgid: number, params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  const path = fillPath(COLLECTION_PATHS.packageResources, { pkgid });
  return http.get<PackageResourcesResponse>(query ? `${path}?${query}` : path);
}

/** A package's resources to pick collection materials from. */
export const packageResourcesQuery = (pkgid: number, params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: collectionKey('package', pkgid, params),
    queryFn: async () => unwrap(await getPackageResources(pkgid, params)),
  });
