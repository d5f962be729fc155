import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { useAnnouncements } from '../api/get-announcements';

// The dialog's code loads only when there is something to show, not with every page.
const AnnouncementDialog = lazy(() => import('./AnnouncementDialog').then((m) => ({ default: m.AnnouncementDialog })));

/** The start-of-session announcements, when the session has any it has not closed and this device has not dismissed. */
export function AnnouncementModal() {
  const { data: announcements = [] } = useAnnouncements();
  const dismissed = useCommonStore((state) => state.dismissedAnnouncements);
  const closed = useAuthStore((state) => state.announcementsClosed);
  const waiting = !closed && announcements.some((announcement) => !dismissed.includes(announcement.anncmnt_id));
  return waiting ? (
    <Suspense>
      <AnnouncementDialog />
    </Suspense>
  ) : null;
}
