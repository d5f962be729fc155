import type { Announcement } from '@lms/shared';
import { ANNOUNCEMENT_PATHS } from '@lms/shared/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

interface AnnouncementList {
  status: 'success';
  record: Announcement[];
}

export function getAnnouncements() {
  return http.get<AnnouncementList>(ANNOUNCEMENT_PATHS.list);
}

export const announcementsQuery = () =>
  queryOptions({
    queryKey: ['announcements'],
    queryFn: async () => unwrap(await getAnnouncements()).record,
    // Read once per visit: the modal is a start-of-session notice, not a live feed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAnnouncements() {
  return useQuery(announcementsQuery());
}
