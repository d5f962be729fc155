import type { AuditChange } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import styles from './AuditLog.module.css';

/** The changed fields of an entry as readable lines: "Teacher: Daniel Ortiz → Yuki Tanaka". */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation('audit');
  if (changes.length === 0) return <span className={styles.muted}>{t('noValues')}</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}:</span>{' '}
          {change.before !== null && change.after !== null ? (
            <>
              <del className={styles.before}>{change.before}</del>
              <span aria-hidden> → </span>
              <span className={styles.hidden}>{t('changedTo')}</span>
              <ins className={styles.after}>{change.after}</ins>
            </>
          ) : (
            (change.after ?? change.before)
          )}
        </li>
      ))}
    </ul>
  );
}
