import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './StudentPage.module.css';

/**
 * A table that may be wider than a phone scrolls sideways inside this box, which keyboard users
 * can reach (focus, then the arrow keys), since the table itself holds nothing to focus.
 */
export function TableScroll({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('studentPage');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroll} aria-label={t('tableScroll', { title })} tabIndex={0}>
      {children}
    </section>
  );
}
