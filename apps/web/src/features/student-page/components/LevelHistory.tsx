import type { StudentPageResponse } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';

/** Each change of the student's level, newest first: from what to what, and what moved it. */
export function LevelHistory({ levels }: { levels: StudentPageResponse['levels'] }) {
  const { t } = useTranslation('studentPage');
  return (
    <Panel id="student-levels" title={t('levels.title')}>
      {levels.length === 0 ? (
        <p className={styles.empty}>{t('levels.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {levels.map((change) => (
            <li key={`${change.at}:${change.to_level}`} className={styles.item}>
              <div className={styles.itemHead}>
                <p className={styles.itemTitle}>
                  {change.from_level === null
                    ? t('levels.first', { to: change.to_level })
                    : t('levels.change', { from: change.from_level, to: change.to_level })}
                </p>
                <span className={styles.muted}>{t(`levels.source.${change.source}`)}</span>
              </div>
              <span className={styles.muted}>
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                {change.computed_level !== null && ` · ${t('levels.computed', { level: change.computed_level })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
