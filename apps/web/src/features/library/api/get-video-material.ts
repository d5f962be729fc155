import { fillPath, LIBRARY_PATHS, type VideoMaterialResponse } from '@lms/shared';
import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

export function getVideoMaterial(courseid: number, colid: string, resourceid: number) {
  return http.get<VideoMaterialResponse>(fillPath(LIBRARY_PATHS.videoMaterial, { courseid, colid, resourceid }));
}

/** A video's file, subtitle track and sentences, as the class's students see them. */
export const videoMaterialQuery = (courseid: number, colid: string, resourceid: number) =>
  queryOptions({
    queryKey: courseKeys.libraryMaterial(courseid, 'video', colid, resourceid),
    queryFn: async () => unwrap(await getVideoMaterial(courseid, colid, resourceid)),
  });
