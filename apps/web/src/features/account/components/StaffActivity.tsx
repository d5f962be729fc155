import type { AuditEntry } from '@lms/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownAuditEntry } from '../../../entities/audit/audit-entry';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StaffDetail.module.css';

/** What the person did lately, newest first, in the words of the audit log. */
export function StaffActivity({ activity }: { activity: AuditEntry[] }) {
  const { t } = useTranslation('account');
  if (activity.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noActivity')} />;
  return (
    <ol className={styles.activity}>
      {activity.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span>{shownAuditEntry(entry).sentence}</span>
        </li>
      ))}
    </ol>
  );
}
