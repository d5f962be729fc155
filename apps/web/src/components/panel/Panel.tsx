import type { ReactNode } from 'react';
import styles from './Panel.module.css';

interface PanelProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled white section of a page; the title is an h2 under the page's h1. */
export function Panel({ id, title, description, children }: PanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
