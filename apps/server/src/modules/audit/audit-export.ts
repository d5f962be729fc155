import { type AuditEntry, type Language, presentAuditEntry } from '@lms/shared';
import type { Sheet } from '../../lib/spreadsheet/spreadsheet.js';
import { writtenMoment } from '../../lib/written-dates.js';
import { AUDIT_EXPORT_TEXTS } from './audit-export-texts.js';

/** The log as one sheet, newest first, each entry in the words the page shows it in. */
export function auditSheet(entries: AuditEntry[], language: Language): Sheet {
  const { sheet, columns } = AUDIT_EXPORT_TEXTS[language];
  return {
    name: sheet,
    header: [columns.at, columns.who, columns.action, columns.course, columns.changes, columns.support],
    rows: entries.map((entry) => {
      const shown = presentAuditEntry(entry, language, writtenMoment);
      return [
        writtenMoment(entry.at),
        entry.user_name ?? '',
        shown.sentence,
        entry.course_name ?? '',
        shown.changes
          .map(({ field, before, after }) =>
            before !== null && after !== null ? `${field}: ${before} → ${after}` : `${field}: ${after ?? before}`,
          )
          .join('; '),
        shown.support ?? '',
      ];
    }),
  };
}
