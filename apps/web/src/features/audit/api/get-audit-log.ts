import { AUDIT_PATHS, type AuditFilters, type AuditListResponse } from '@lms/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { auditSearch } from '../audit-query';

export const AUDIT_PAGE_SIZE = 25;

export function getAuditLog(filters: AuditFilters, page: number) {
  return http.get<AuditListResponse>(`${AUDIT_PATHS.list}?${auditSearch(filters, { page, size: AUDIT_PAGE_SIZE })}`);
}

/** One page of the school's audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['audit', filters, page],
    queryFn: async () => unwrap(await getAuditLog(filters, page)),
    placeholderData: keepPreviousData,
  });
}
