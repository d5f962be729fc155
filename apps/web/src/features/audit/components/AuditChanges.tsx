import type { AuditEntry } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { fieldChanges } from '../audit-lines';
import styles from './AuditLog.module.css';

/** The changed fields of an entry as readable lines: "Active student limit: 20 → 24". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const { t: tCourse } = useTranslation('course');
  /** A field's value as the pages show it: grade tags and class types in words, nothing as a dash. */
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('none');
    if (field === 'grade_tag') return tCourse(`grade.${value}`, { defaultValue: String(value) });
    if (field === 'type') return tCourse(`type.${value}`, { defaultValue: String(value) });
    return String(value);
  };
  const changes = fieldChanges(entry);
  if (changes.length === 0) return <span className={styles.muted}>{t('noValues')}</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{t(`fields.${change.field}`, { defaultValue: change.field })}:</span>{' '}
          {'before' in change && 'after' in change ? (
            <>
              <del className={styles.before}>{shown(change.field, change.before)}</del>
              <span aria-hidden> → </span>
              <span className={styles.hidden}>{t('changedTo')}</span>
              <ins className={styles.after}>{shown(change.field, change.after)}</ins>
            </>
          ) : (
            shown(change.field, 'after' in change ? change.after : change.before)
          )}
        </li>
      ))}
    </ul>
  );
}
