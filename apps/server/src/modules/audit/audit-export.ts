import type { AuditEntry, Language } from '@lms/shared';
import type { Sheet } from '../../lib/spreadsheet/spreadsheet.js';
import { writtenMoment } from '../../lib/written-dates.js';
import { AUDIT_EXPORT_TEXTS } from './audit-export-texts.js';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** "field: before → after" for each changed field; a creation lists its values, a removal what was there. */
export function describeChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key) => {
      const before = entry.before?.[key];
      const after = entry.after?.[key];
      if (!entry.before) return `${key}: ${shown(after)}`;
      if (!entry.after) return `${key}: ${shown(before)}`;
      return `${key}: ${shown(before)} → ${shown(after)}`;
    })
    .join('; ');
}

/** The log as one sheet, newest first, as the page shows it. */
export function auditSheet(entries: AuditEntry[], language: Language): Sheet {
  const { sheet, columns } = AUDIT_EXPORT_TEXTS[language];
  return {
    name: sheet,
    header: [columns.at, columns.who, columns.action, columns.course, columns.object, columns.changes, columns.support],
    rows: entries.map((entry) => [
      writtenMoment(entry.at),
      entry.user_name ?? '',
      entry.action,
      entry.course_name ?? '',
      entry.entity_name ?? '',
      describeChanges(entry),
      entry.support ? [entry.support.staff_name, entry.support.reason].filter(Boolean).join(': ') : '',
    ]),
  };
}
