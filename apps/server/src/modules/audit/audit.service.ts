import { type AuditCriteriaValues, type FileFormat, type Language, pageOffset } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../session/index.js';
import { toAuditEntry } from './audit.presenter.js';
import * as repository from './audit.repository.js';
import { recordSupportRequest, type SupportRequest } from './audit.writer.js';
import { auditSheet } from './audit-export.js';

/** The most rows one export holds: the newest ones. */
export const AUDIT_EXPORT_MAX = 10_000;

type Filters = AuditCriteriaValues;

/** The start of a calendar day in the server's time zone, the one that decides the days. */
const startOfDay = (day: string, plusDays = 0) => {
  const moment = new Date(`${day}T00:00:00`);
  moment.setDate(moment.getDate() + plusDays);
  return moment;
};

function criteria(staff: StaffPrincipal, filters: Filters): repository.AuditCriteria {
  return {
    institutionId: staff.institutionId,
    userId: filters.userid,
    entity: filters.entity,
    action: filters.action,
    courseId: filters.courseid,
    since: filters.from ? startOfDay(filters.from) : undefined,
    before: filters.to ? startOfDay(filters.to, 1) : undefined,
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The school's audit log for its administrators: a page at a time, or as a file. The names of
 * the things other modules own come from those modules (`names`, given at composition).
 */
export function createAuditService(ctx: AppContext, deps: { names: repository.SubjectNames }) {
  const names = { ...repository.SCHOOL_NAMES, ...deps.names };
  return {
    /** Records a request an internal staff member made in support mode (see `recordSupportRequest`). */
    recordSupportRequest(staff: StaffPrincipal, request: SupportRequest): Promise<void> {
      return recordSupportRequest(ctx.db, staff, request, ctx.clock());
    },

    async list(staff: StaffPrincipal, query: Filters & { page: number; size: number }) {
      const where = criteria(staff, query);
      const [rows, total, people, actions] = await Promise.all([
        repository.listEntries(ctx.db, names, where, { offset: pageOffset(query), limit: query.size }),
        repository.countEntries(ctx.db, where),
        repository.listPeople(ctx.db, staff.institutionId),
        repository.listActions(ctx.db, staff.institutionId),
      ]);
      return {
        record: rows.map(toAuditEntry),
        page: query.page,
        size: query.size,
        total,
        people: people.map((person) => ({ userid: person.userId, name: person.name })),
        actions,
      };
    },

    /** What a staff member of the school did lately, newest first: their page's recent activity. */
    async recentOf(staff: StaffPrincipal, userId: number, limit: number) {
      const rows = await repository.listEntries(
        ctx.db,
        names,
        { institutionId: staff.institutionId, userId },
        { offset: 0, limit },
      );
      return rows.map(toAuditEntry);
    },

    /** The filtered log (its newest AUDIT_EXPORT_MAX rows) as XLSX or CSV, written on the worker pool. */
    async export(staff: StaffPrincipal, filters: Filters, format: FileFormat, language: Language) {
      const rows = await repository.listEntries(ctx.db, names, criteria(staff, filters), {
        offset: 0,
        limit: AUDIT_EXPORT_MAX,
      });
      return ctx.workers.writeSpreadsheet(format, [auditSheet(rows.map(toAuditEntry), language)]);
    },
  };
}
