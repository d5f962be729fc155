import { COLLECTION_PATHS, fillPath, type VideoMaterialResponse } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { collectionKey } from './collection-keys';

export function getVideoMaterial(resourceid: number) {
  return http.get<VideoMaterialResponse>(fillPath(COLLECTION_PATHS.videoMaterial, { resourceid }));
}

/** A video with its sentences, for previewing while building or viewing a collection. */
export const videoMaterialQuery = (resourceid: number) =>
  queryOptions({
    queryKey: collectionKey('video', resourceid),
    queryFn: async () => unwrap(await getVideoMaterial(resourceid)),
  });
