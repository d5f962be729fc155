import { useTranslation } from 'react-i18next';
import styles from './RouteError.module.css';

/**
 * Last-resort screen when a page cannot be shown, most often because a new version was
 * deployed and the old page code is gone; reloading fetches the new one.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.box}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
}
