import { AUDIT_PATHS, type AuditFilters, type FileFormat } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';
import { auditSearch } from '../audit-query';

/** The filtered log as a file the server writes, in the reader's language. */
export function exportAuditLog(filters: AuditFilters, format: FileFormat) {
  return http.download(`${AUDIT_PATHS.export}?${auditSearch(filters, { format, lang: currentLanguage() })}`);
}

export function useExportAuditLog(filters: AuditFilters) {
  return useMutation({
    mutationFn: async (format: FileFormat) =>
      saveFile(unwrap(await exportAuditLog(filters, format)), `audit-log.${format}`),
  });
}
