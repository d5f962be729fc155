import { Skeleton } from 'antd';
import styles from './ClassLibrary.module.css';

const PLACEHOLDER_CARDS = 8;

/** The library's shape while it loads: the summary line and a grid of cards. */
export function LibrarySkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 2 }} />
      <div className={styles.grid}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}
