import type { StaffDetail } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/index.js';
import type { StaffingService } from '../course/index.js';
import { refusal } from '../policy/index.js';
import type { SessionService, StaffPrincipal } from '../session/index.js';
import type { StaffRecord } from './account.repository.js';
import * as repository from './account.repository.js';
import { liveInvitationExpiry } from './invitation.repository.js';
import { auditStaff } from './staff.audit.js';

export type StaffService = ReturnType<typeof createStaffService>;

/** How many of a person's latest actions their page shows. */
const RECENT_ACTIONS = 20;

/**
 * What administrators do with their school's teachers: suspend and reactivate them, and read a
 * teacher's page (which a teacher may read for themself). Administrators are neither suspended
 * nor reactivated here: a school must never lock out its last administrator by mistake.
 */
export function createStaffService(
  ctx: AppContext,
  { sessions, staffing, audit }: { sessions: SessionService; staffing: StaffingService; audit: AuditService },
) {
  /** A teacher of the administrator's school, other than the administrator; 404 for anyone else's id. */
  async function teacher(admin: StaffPrincipal, userId: number): Promise<StaffRecord> {
    if (userId === admin.userId) throw new AppError('account.not_yourself');
    const record = await repository.findStaffById(ctx.db, admin.institutionId, userId);
    if (!record) throw new AppError('common.not_found');
    if (record.role !== 'teacher') throw new AppError('account.not_teacher');
    if (record.status === 'invited') throw new AppError('account.still_invited');
    return record;
  }

  return {
    /** Ends the teacher's sessions at once; their classes stay theirs until handed over. Repeating it changes nothing. */
    async suspend(admin: StaffPrincipal, userId: number): Promise<void> {
      const record = await teacher(admin, userId);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.changeStatus(tx, record, { from: 'active', to: 'suspended' }, ctx.clock()))) return;
        await sessions.revokeStaffSessions(record, { db: tx });
        await auditStaff(tx, admin, { action: 'staff.suspend', userId }, ctx.clock());
      });
    },

    async reactivate(admin: StaffPrincipal, userId: number): Promise<void> {
      const record = await teacher(admin, userId);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.changeStatus(tx, record, { from: 'suspended', to: 'active' }, ctx.clock()))) return;
        await auditStaff(tx, admin, { action: 'staff.reactivate', userId }, ctx.clock());
      });
    },

    /** A staff member's page: administrators see their school's staff, a teacher only themself (403 otherwise). */
    async detail(staff: StaffPrincipal, userId: number): Promise<StaffDetail> {
      const refused = refusal(staff, 'view', { staffMember: userId });
      if (refused) throw new AppError(refused);
      const record = await repository.findStaffById(ctx.db, staff.institutionId, userId);
      if (!record) throw new AppError('common.not_found');
      const [classList, lastSignIn, invitationExpires, activity] = await Promise.all([
        staffing.classesOf({ institutionId: record.institutionId, userId: record.id }),
        sessions.lastStaffSignIn(record),
        record.status === 'invited' ? liveInvitationExpiry(ctx.db, record) : null,
        audit.recentOf(staff, record.id, RECENT_ACTIONS),
      ]);
      return {
        userid: record.id,
        name: record.name,
        email: record.email,
        role: record.role,
        status: record.status,
        language: record.language,
        classes: classList.length,
        last_sign_in: lastSignIn?.toISOString() ?? null,
        invitation_expires: invitationExpires?.toISOString() ?? null,
        class_list: classList,
        activity,
      };
    },
  };
}
