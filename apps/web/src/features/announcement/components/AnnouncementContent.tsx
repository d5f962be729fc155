import type { Announcement } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { formatAnnouncementTime } from '../../../lib/date-format';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './AnnouncementDialog.module.css';

/** Maintenance notices are a fixed sentence with the window; others carry their own HTML. */
export function AnnouncementContent({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('announcement');
  if (announcement.anncmnt_type === 'maintenance') {
    return (
      <p className={styles.content}>
        {t('maintenance', {
          start: formatAnnouncementTime(announcement.start_date),
          end: formatAnnouncementTime(announcement.end_date),
        })}
      </p>
    );
  }
  return (
    <div
      className={styles.content}
      // Sanitised just above with DOMPurify; the HTML is authored by the operator, not by users.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.anncmnt_content) }}
    />
  );
}
