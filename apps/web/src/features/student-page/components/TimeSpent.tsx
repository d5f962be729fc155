import type { StudentPageResponse } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import styles from './StudentPage.module.css';

/** Minutes spent in the class, over all time and the last 30 days, and the materials completed. */
export function TimeSpent({ time }: { time: StudentPageResponse['time'] }) {
  const { t } = useTranslation('studentPage');
  const tiles: [string, string][] = [
    [t('time.total'), t('time.minutes', { count: time.total_minutes })],
    [t('time.last30'), t('time.minutes', { count: time.last30_minutes })],
    [t('time.books'), String(time.books_completed)],
    [t('time.videos'), String(time.videos_completed)],
  ];
  return (
    <Panel id="student-time" title={t('time.title')}>
      <dl className={styles.tiles}>
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
