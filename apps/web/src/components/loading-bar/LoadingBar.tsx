import { useTranslation } from 'react-i18next';
import styles from './LoadingBar.module.css';

/** A thin bar across the top of the window while the app or a page is loading. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('loading')}>
      <div className={styles.bar} />
    </div>
  );
}
