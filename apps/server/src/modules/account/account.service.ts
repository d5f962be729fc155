import { type Language, nameProblem, passwordProblem, type UserImage } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionService, StaffPrincipal } from '../session/index.js';
import { toAccountProfile, toStaffMember } from './account.presenter.js';
import * as repository from './account.repository.js';
import { pendingEmail } from './email-change.repository.js';
import { findStaffByEmail } from './staff-by-email.js';

export type AccountService = ReturnType<typeof createAccountService>;

/** Refuses a new password that breaks the spec's rules, with the rule's own error code. */
export function assertAcceptablePassword(password: string, confirm: string): void {
  const problem = passwordProblem(password, confirm);
  if (problem) throw new AppError(problem);
}

/** Staff accounts: the signed-in person's profile and password, and the institution's staff list. */
export function createAccountService(ctx: AppContext, { sessions }: { sessions: SessionService }) {
  async function load(staff: Pick<StaffPrincipal, 'userId' | 'institutionId'>) {
    const record = await repository.findStaffById(ctx.db, staff.institutionId, staff.userId);
    if (!record) throw new AppError('common.not_found');
    return record;
  }

  /** The person's profile, with a new e-mail address still waiting for its link. */
  async function profile(staff: StaffPrincipal) {
    return toAccountProfile(
      await load(staff),
      await pendingEmail(ctx.db, staff.institutionId, staff.userId, ctx.clock()),
    );
  }

  /**
   * Stores a new password hash and signs the person out everywhere except, optionally, the
   * session that asked. Callers run it inside their transaction (`db`) and hash beforehand,
   * so the slow hash never holds a transaction open.
   */
  async function replacePassword(
    db: Db,
    user: { id: number; institutionId: number },
    passwordHash: string,
    keep?: StaffPrincipal,
  ): Promise<void> {
    await repository.updateStaff(db, user.institutionId, user.id, { passwordHash }, ctx.clock());
    await sessions.revokeStaffSessions(user, { db, keep });
  }

  return {
    /** E-mails are stored lower-case, so any spelling of one finds the account. */
    findByEmail(email: string) {
      return findStaffByEmail(ctx.db, email);
    },

    load,

    profile,

    async updateProfile(staff: StaffPrincipal, changes: { name: string; image: UserImage }) {
      const problem = nameProblem(changes.name);
      if (problem) throw new AppError(problem);
      const update = { name: changes.name.trim(), image: changes.image };
      await repository.updateStaff(ctx.db, staff.institutionId, staff.userId, update, ctx.clock());
      return profile(staff);
    },

    setLanguage(staff: StaffPrincipal, language: Language): Promise<void> {
      return repository.updateStaff(ctx.db, staff.institutionId, staff.userId, { language }, ctx.clock());
    },

    replacePassword,

    async changePassword(staff: StaffPrincipal, body: { current: string; password: string; confirm: string }) {
      const record = await load(staff);
      if (!(await verifyPassword(record.passwordHash, body.current))) {
        throw new AppError('auth.current_password_incorrect');
      }
      assertAcceptablePassword(body.password, body.confirm);
      // The current password was just verified, so comparing the texts is enough.
      if (body.password === body.current) throw new AppError('auth.password_unchanged');
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction((tx) => replacePassword(tx, record, passwordHash, staff));
    },

    async list(staff: StaffPrincipal) {
      const rows = await repository.listStaffWithClassCounts(ctx.db, staff.institutionId);
      return rows.map(toStaffMember);
    },
  };
}
