import type { StudentPageResponse } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';

/** The books and videos completed in the class, latest first. */
export function CompletedMaterials({ completed }: { completed: StudentPageResponse['completed'] }) {
  const { t } = useTranslation('studentPage');
  return (
    <Panel id="student-completed" title={t('completed.title')}>
      {completed.length === 0 ? (
        <p className={styles.empty}>{t('completed.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {completed.map((material) => (
            <li key={material.resourceid} className={styles.item}>
              <div className={styles.itemHead}>
                <p className={styles.itemTitle}>{material.resource_name}</p>
                <span className={styles.muted}>{t(`type.${material.type === 'video' ? 'video' : 'book'}`)}</span>
              </div>
              <span className={styles.muted}>{t('completed.at', { time: formatDateTime(material.completed_at) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
