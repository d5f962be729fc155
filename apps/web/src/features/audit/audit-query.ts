import type { AuditFilters } from '@lms/shared';

/** The filters and extras as a query string, leaving out the empty ones. */
export function auditSearch(filters: AuditFilters, extra: Record<string, string | number> = {}): string {
  const entries = Object.entries({ ...filters, ...extra }).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}
