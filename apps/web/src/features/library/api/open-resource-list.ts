import { fillPath, LIBRARY_PATHS, type OpenResourceResponse } from '@lms/shared';
import { http } from '../../../lib/http';
import { useOpenFlagsMutation } from './open-flags-cache';

export function openResourceList(courseid: number, colid: string, resourceids: number[], open: boolean) {
  return http.post<OpenResourceResponse>(
    fillPath(LIBRARY_PATHS.openResourceList, { courseid, colid, flag: String(open) }),
    { resourceids },
  );
}

/** Opens or closes several resources at once; the server sets all of them or none. */
export function useOpenResourceList(courseid: number, colid: string) {
  return useOpenFlagsMutation(courseid, ({ resourceids, open }) =>
    openResourceList(courseid, colid, resourceids, open),
  );
}
