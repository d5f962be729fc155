import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './CourseList.module.css';

const PLACEHOLDER_CARDS = 6;

export function CourseListSkeleton() {
  const { t } = useTranslation('course');
  return (
    <div className={styles.grid} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        // The placeholders have no identity of their own; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.skeletonCard}>
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}
