import type { AuditEntity } from '@lms/shared';
import type { Db } from '../../db/client.js';
import type { StaffPrincipal } from '../session/index.js';
import { auditLog } from './audit.tables.js';

export type AuditFields = Record<string, unknown>;

/** One change: what was done to which object (of which class), with the changed fields before and after. */
export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  courseId: number | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Who made a change: a staff member, and, in support mode, the company's staff member behind them. */
export type AuditActor = Pick<StaffPrincipal, 'institutionId' | 'userId' | 'internal'>;

/**
 * Records changes in the audit log. Callers pass their transaction, so the record lands with
 * the change or not at all. Passwords never appear: a password change is its own action with no values.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entries: AuditEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  if (actor.internal) actor.internal.changeRecorded = true;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      institutionId: actor.institutionId,
      actorUserId: actor.userId,
      // In support mode, the company's staff member and the reason they gave.
      internalStaffId: actor.internal?.staffId ?? null,
      supportReason: actor.internal?.supportReason ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      courseId: entry.courseId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      at,
    })),
  );
}

/** A request an internal staff member made in support mode, as its route names it. */
export interface SupportRequest {
  method: string;
  route: string;
  courseId: number | null;
}

/**
 * Records a change made in support mode, for the school's administrators to see: which request,
 * by which internal staff member, for what reason. Called once the change succeeded; a change
 * its module recorded (in words, with the reason) is not recorded again as a request.
 */
export async function recordSupportRequest(db: Db, actor: AuditActor, request: SupportRequest, at: Date) {
  const internal = actor.internal;
  if (!internal?.supportReason || internal.changeRecorded) return;
  await db.insert(auditLog).values({
    institutionId: actor.institutionId,
    internalStaffId: internal.staffId,
    supportReason: internal.supportReason,
    action: 'support.change',
    entity: 'request',
    courseId: request.courseId,
    after: { method: request.method, route: request.route },
    at,
  });
}

/** The fields whose values differ, before and after; null when nothing changed. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
