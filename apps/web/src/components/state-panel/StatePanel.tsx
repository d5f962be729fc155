import type { ReactNode } from 'react';
import styles from './StatePanel.module.css';

interface StatePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Errors are announced at once; empty states are not urgent. */
  role?: 'alert' | 'status';
}

/** A centred message for empty, no-match and error states, always saying what to do next. */
export function StatePanel({ icon, title, children, action, role = 'status' }: StatePanelProps) {
  return (
    <div className={styles.panel} role={role}>
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
