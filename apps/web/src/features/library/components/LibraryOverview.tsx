import type { CourseOverview, ResourceType } from '@lms/shared';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout/Layout.module.css';
import styles from './LibraryOverview.module.css';

/** The whole library at a glance: how much of it students can open, books per level and videos per unit. */
export function LibraryOverview({ overview }: { overview: CourseOverview }) {
  const { t } = useTranslation('library');
  const countOf = (type: ResourceType) =>
    overview.record.filter((group) => group.type === type).reduce((sum, group) => sum + group.total, 0);
  const groupsOf = (type: ResourceType) => overview.record.filter((group) => group.type === type);

  return (
    <div className={styles.overview}>
      <dl className={styles.totals}>
        <div className={styles.opened}>
          <dt>{t('overview.opened')}</dt>
          <dd>
            {t('overview.openedOf', { opened: overview.opened, total: overview.total })}
            <Progress
              percent={overview.total ? Math.round((overview.opened / overview.total) * 100) : 0}
              size="small"
              showInfo={false}
              aria-hidden
            />
          </dd>
        </div>
        <div>
          <dt>{t('typePlural.book')}</dt>
          <dd>{countOf('book')}</dd>
        </div>
        <div>
          <dt>{t('typePlural.video')}</dt>
          <dd>{countOf('video')}</dd>
        </div>
      </dl>
      {(['book', 'video'] as const).map(
        (type) =>
          groupsOf(type).length > 0 && (
            <div key={type} className={styles.groups}>
              <span className={styles.groupsTitle}>{t(`overview.by.${type}`)}</span>
              <ul className={layout.chipList}>
                {groupsOf(type).map((group) => (
                  <li key={group.group} data-all-open={group.opened === group.total}>
                    <span className={styles.groupName}>
                      {type === 'book' ? t('level', { level: group.group }) : t('unit', { unit: group.group })}
                    </span>{' '}
                    {t('overview.groupOpened', { opened: group.opened, total: group.total })}
                  </li>
                ))}
              </ul>
            </div>
          ),
      )}
    </div>
  );
}
