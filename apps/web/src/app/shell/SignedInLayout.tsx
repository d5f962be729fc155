import { Outlet } from 'react-router';
import { AnnouncementModal } from '../../features/announcement/components/AnnouncementModal';
import { InternalBanner } from '../../features/internal/components/InternalBanner';
import { AppHeader } from './header/AppHeader';
import styles from './SignedInLayout.module.css';
import { SiteLinks } from './SiteLinks';

/** Every page behind sign-in: the header (with the internal staff's banner), the page, and the start-of-session announcements. */
export function Component() {
  return (
    <div className={styles.page}>
      <AppHeader />
      <InternalBanner />
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
