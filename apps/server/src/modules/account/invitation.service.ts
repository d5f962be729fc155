import { type Invitation, invitationProblem, type Language, LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import { withUniqueConflicts } from '../../lib/unique-conflict.js';
import { staffInvitationMail } from '../../mail/templates/staff-invitation.js';
import * as directory from '../directory/index.js';
import type { LoginThrottle, StaffPrincipal } from '../session/index.js';
import type { StaffRecord } from './account.repository.js';
import * as accounts from './account.repository.js';
import { assertAcceptablePassword } from './account.service.js';
import * as repository from './invitation.repository.js';
import { auditStaff } from './staff.audit.js';
import { findStaffByEmail } from './staff-by-email.js';

export type InvitationService = ReturnType<typeof createInvitationService>;

/** A teacher to invite, as checked: a trimmed name, a lower-case e-mail, the mail's language. */
export interface InvitedTeacher {
  name: string;
  email: string;
  language: Language;
}

/** An invited account and the token of its link, to be mailed after the commit. */
export interface CreatedInvitation {
  userId: number;
  token: string;
}

/**
 * Another request took an e-mail between the check and the insert: the directory's primary key
 * (staff e-mails are unique across schools) says so.
 */
export const EMAIL_TAKEN = { directory_pkey: 'account.email_taken' } as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Teachers join a school by invitation: the administrator names them, a mail in their language
 * carries a single-use link valid for 7 days, and opening it sets their first password. A
 * resend replaces the link; a withdrawal removes the invited account, so the e-mail is free again.
 */
export function createInvitationService(ctx: AppContext, { throttle }: { throttle: LoginThrottle }) {
  function invitationLink(token: string): string {
    return `${ctx.config.publicUrl}${ctx.config.basePath}invitation/${token}`;
  }

  /** Stores a new link for the invited user in `tx` and answers its token, to be mailed after the commit. */
  async function newLink(tx: Db, admin: StaffPrincipal, userId: number): Promise<string> {
    const token = schoolToken(admin.institutionId);
    await repository.insertInvitation(tx, {
      tokenHash: digest(token),
      userId,
      institutionId: admin.institutionId,
      invitedBy: admin.userId,
      expiresAt: new Date(ctx.clock().getTime() + LIMITS.invitationDays * DAY_MS),
    });
    return token;
  }

  /** A failed mail does not undo the invitation: the administrator sees the teacher as invited and can resend. */
  async function mail(invited: Pick<StaffRecord, 'email' | 'name' | 'language' | 'institutionName'>, token: string) {
    try {
      await ctx.mailer.send(staffInvitationMail(invited, invited.institutionName, invitationLink(token)));
    } catch (error) {
      ctx.log.error({ err: error }, 'invitation mail could not be sent');
    }
  }

  /** The invited (not yet active) teacher of the administrator's school; 404 for anyone else's id. */
  async function invitedTeacher(admin: StaffPrincipal, userId: number): Promise<StaffRecord> {
    const record = await accounts.findStaffById(ctx.db, admin.institutionId, userId);
    if (!record) throw new AppError('common.not_found');
    if (record.status !== 'invited') throw new AppError('account.not_invited');
    return record;
  }

  /**
   * Creates an invited teacher and their link in `tx`, the one way an invitation is made (one
   * at a time or by import): the caller audits and, after its commit, mails the link.
   * `values` are checked and normalised already.
   */
  async function createInvited(tx: Db, admin: StaffPrincipal, values: InvitedTeacher): Promise<CreatedInvitation> {
    const userId = await repository.insertInvitedTeacher(tx, { institutionId: admin.institutionId, ...values });
    await directory.enterStaff(tx, { id: userId, institutionId: admin.institutionId, email: values.email });
    return { userId, token: await newLink(tx, admin, userId) };
  }

  /** Mails each link created by `createInvited`, once its transaction has committed. */
  async function mailCreated(admin: StaffPrincipal, created: CreatedInvitation[]): Promise<void> {
    for (const { userId, token } of created) {
      const record = await accounts.findStaffById(ctx.db, admin.institutionId, userId);
      if (record) await mail(record, token);
    }
  }

  /**
   * The unused, unwithdrawn, unexpired invitation of a token, or the reason it is refused.
   * Attempts count against the address like a password-reset link's, and are given back once
   * the token proves to be a link that was sent.
   */
  async function liveInvitation(token: string, ip: string) {
    const attempt = await throttle.reserveFromAddress(ip);
    const named = readSchoolToken(token);
    const link = named && (await repository.findInvitation(ctx.db, named));
    if (!link || link.usedAt || link.withdrawnAt) {
      await attempt.failed();
      throw new AppError('auth.invitation_invalid');
    }
    await attempt.succeeded();
    if (link.expiresAt.getTime() <= ctx.clock().getTime()) throw new AppError('auth.invitation_expired');
    return link;
  }

  return {
    createInvited,
    mailCreated,

    async invite(admin: StaffPrincipal, invitation: Invitation): Promise<number> {
      const problem = invitationProblem(invitation);
      if (problem) throw new AppError(problem);
      const values = {
        name: invitation.name.trim(),
        email: invitation.email.trim().toLowerCase(),
        language: invitation.language,
      };
      if (await findStaffByEmail(ctx.db, values.email)) throw new AppError('account.email_taken');
      const created = await withUniqueConflicts(EMAIL_TAKEN, () =>
        ctx.db.transaction(async (tx) => {
          const created = await createInvited(tx, admin, values);
          await auditStaff(
            tx,
            admin,
            { action: 'staff.invite', userId: created.userId, after: { name: values.name, email: values.email } },
            ctx.clock(),
          );
          return created;
        }),
      );
      await mailCreated(admin, [created]);
      return created.userId;
    },

    async resend(admin: StaffPrincipal, userId: number): Promise<void> {
      const invited = await invitedTeacher(admin, userId);
      const token = await ctx.db.transaction(async (tx) => {
        await repository.withdrawInvitations(tx, invited, ctx.clock());
        await auditStaff(tx, admin, { action: 'staff.invite_resend', userId }, ctx.clock());
        return newLink(tx, admin, userId);
      });
      await mail(invited, token);
    },

    async withdraw(admin: StaffPrincipal, userId: number): Promise<void> {
      const invited = await invitedTeacher(admin, userId);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.deleteInvited(tx, invited))) throw new AppError('account.not_invited');
        await directory.removeStaff(tx, invited);
        await auditStaff(
          tx,
          admin,
          { action: 'staff.invite_withdraw', userId, before: { name: invited.name, email: invited.email } },
          ctx.clock(),
        );
      });
    },

    /**
     * Whether the mailed link can still set a password, and whose it is, checked when its page
     * opens so that a used, withdrawn, expired or made-up link says so at once; changes nothing.
     */
    async check(token: string, ip: string): Promise<{ email: string; name: string }> {
      const link = await liveInvitation(token, ip);
      return { email: link.email, name: link.name };
    },

    /**
     * Sets the invited person's first password from the mailed link; the person then signs in
     * as usual, and is told the e-mail to sign in with.
     */
    async accept(body: { token: string; password: string; confirm: string }, ip: string): Promise<{ email: string }> {
      const link = await liveInvitation(body.token, ip);
      assertAcceptablePassword(body.password, body.confirm);
      const passwordHash = await hashPassword(body.password);
      const user = { id: link.userId, institutionId: link.institutionId };
      await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        if (!(await repository.useInvitation(tx, link, now))) throw new AppError('auth.invitation_invalid');
        if (!(await repository.activateInvited(tx, user, passwordHash, now)))
          throw new AppError('auth.invitation_invalid');
        await auditStaff(
          tx,
          { institutionId: user.institutionId, userId: user.id },
          { action: 'staff.invite_accept', userId: user.id },
          now,
        );
      });
      return { email: link.email };
    },
  };
}
