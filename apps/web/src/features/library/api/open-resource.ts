import { fillPath, LIBRARY_PATHS, type OpenResourceResponse } from '@lms/shared';
import { http } from '../../../lib/http';
import { useOpenFlagsMutation } from './open-flags-cache';

export function openResource(courseid: number, colid: string, resourceid: number, open: boolean) {
  return http.get<OpenResourceResponse>(
    fillPath(LIBRARY_PATHS.openResource, { courseid, colid, resourceid, flag: String(open) }),
  );
}

/** Opens or closes one resource for the class's students. */
export function useOpenResource(courseid: number, colid: string) {
  return useOpenFlagsMutation(courseid, ({ resourceids, open }) =>
    openResource(courseid, colid, resourceids[0]!, open),
  );
}
