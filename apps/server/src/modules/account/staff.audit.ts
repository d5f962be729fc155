import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/index.js';

export type StaffAction =
  | 'staff.invite'
  | 'staff.invite_resend'
  | 'staff.import'
  | 'staff.invite_withdraw'
  | 'staff.invite_accept'
  | 'staff.suspend'
  | 'staff.reactivate'
  | 'staff.email_change';

/**
 * Records a change to a staff account. Callers pass their transaction, so the record lands with
 * the change or not at all. A person accepting their invitation has no session yet and is their
 * own actor. An import, one record for all the teachers it invited, names none (`userId` null).
 */
export async function auditStaff(
  tx: Db,
  actor: AuditActor,
  entry: {
    action: StaffAction;
    userId: number | null;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
  at: Date,
): Promise<void> {
  await recordAudit(
    tx,
    actor,
    [
      {
        action: entry.action,
        entity: 'user',
        entityId: entry.userId,
        courseId: null,
        before: entry.before,
        after: entry.after,
      },
    ],
    at,
  );
}
