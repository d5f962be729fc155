import { type AuditEntry, type PresentedAuditEntry, presentAuditEntry } from '@lms/shared';
import { formatDateTime } from '../../lib/date-format';
import { currentLanguage } from '../../lib/i18n/i18n';

/** An audit entry as the screens show it: a sentence in the reader's language, values in words, moments as the app writes them. */
export function shownAuditEntry(entry: AuditEntry): PresentedAuditEntry {
  return presentAuditEntry(entry, currentLanguage(), formatDateTime);
}
