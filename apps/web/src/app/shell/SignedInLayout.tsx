import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AnnouncementModal } from '../../features/announcement/components/AnnouncementModal';
import { useAuthStore } from '../../stores/auth-store';
import { AppHeader } from './header/AppHeader';
import styles from './SignedInLayout.module.css';
import { SiteLinks } from './SiteLinks';

// Only the company's own staff see the banner: its switcher and support-mode form load for them alone.
const InternalBanner = lazy(() =>
  import('../../features/internal/components/InternalBanner').then((m) => ({ default: m.InternalBanner })),
);

/** Every page behind sign-in: the header (with the internal staff's banner), the page, and the start-of-session announcements. */
export function Component() {
  const internal = useAuthStore((state) => state.internal !== null);
  return (
    <div className={styles.page}>
      <AppHeader />
      {internal && (
        <Suspense>
          <InternalBanner />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer>
        <SiteLinks />
      </footer>
      <AnnouncementModal />
    </div>
  );
}
