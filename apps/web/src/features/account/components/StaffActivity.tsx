import type { StaffActivity as Activity } from '@lms/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StaffDetail.module.css';

/** What the person did lately, newest first, as the audit log recorded it. */
export function StaffActivity({ activity }: { activity: Activity[] }) {
  const { t } = useTranslation('account');
  if (activity.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noActivity')} />;
  return (
    <ol className={styles.activity}>
      {activity.map((entry) => (
        // Actions of one moment differ by their class (a hand-over writes one per class).
        <li key={`${entry.at}-${entry.action}-${entry.courseid}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span>{t(`activity.${entry.action}`, { defaultValue: entry.action })}</span>
        </li>
      ))}
    </ol>
  );
}
