import type { RosterInfo } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import styles from './RosterSummary.module.css';

/** How full the class is (active students) and how much of the school's quota of active students is used. */
export function RosterSummary({ info }: { info: RosterInfo }) {
  const { t } = useTranslation('roster');
  return (
    <p className={styles.summary}>
      <span data-full={info.available === 0}>
        {t('summary.seats', { occupied: info.occupied, limit: info.student_limit })}
      </span>
      <span aria-hidden className={styles.dot}>
        ·
      </span>
      <span data-full={info.quota_used >= info.quota}>
        {t('summary.quota', { used: info.quota_used, quota: info.quota })}
      </span>
    </p>
  );
}
