import { type EmailChange, isEmailAddress, LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import { withUniqueConflicts } from '../../lib/unique-conflict.js';
import { emailChangeNoticeMail, emailConfirmMail } from '../../mail/templates/email-change.js';
import * as directory from '../directory/index.js';
import type { SessionService, StaffPrincipal } from '../session/index.js';
import * as accounts from './account.repository.js';
import * as repository from './email-change.repository.js';
import { EMAIL_TAKEN } from './invitation.service.js';
import { auditStaff } from './staff.audit.js';
import { findStaffByEmail } from './staff-by-email.js';

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

const HOUR_MS = 60 * 60_000;

/**
 * A staff member's sign-in e-mail changes only when a link sent to the new address is opened,
 * so nobody can move an account to an address they do not read. Asking needs the current
 * password (an open session alone is not enough); the current address is told of the request.
 * The change ends every session of the account: it is used from then on with the new address.
 */
export function createEmailChangeService(ctx: AppContext, { sessions }: { sessions: SessionService }) {
  const confirmLink = (token: string) => `${ctx.config.publicUrl}${ctx.config.basePath}email-change/${token}`;

  /** Mail failures do not undo the request: the profile shows it waiting, and asking again sends a new link. */
  async function send(message: Parameters<AppContext['mailer']['send']>[0]) {
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      ctx.log.error({ err: error }, 'e-mail change mail could not be sent');
    }
  }

  return {
    /** Sends the confirming link to the new address (and a notice to the current one); answers the address. */
    async request(staff: StaffPrincipal, body: EmailChange): Promise<string> {
      const record = await accounts.findStaffById(ctx.db, staff.institutionId, staff.userId);
      if (!record) throw new AppError('common.not_found');
      if (!(await verifyPassword(record.passwordHash, body.password))) {
        throw new AppError('auth.current_password_incorrect');
      }
      const email = body.email.trim().toLowerCase();
      if (!isEmailAddress(email)) throw new AppError('auth.email_invalid');
      if (email === record.email) throw new AppError('account.email_unchanged');
      if (await findStaffByEmail(ctx.db, email)) throw new AppError('account.email_taken');
      const token = schoolToken(record.institutionId);
      const now = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        await repository.endPendingChanges(tx, record.institutionId, record.id, now);
        await repository.insertChange(tx, {
          tokenHash: digest(token),
          userId: record.id,
          institutionId: record.institutionId,
          newEmail: email,
          expiresAt: new Date(now.getTime() + LIMITS.emailChangeHours * HOUR_MS),
        });
      });
      await send(emailConfirmMail(record, email, confirmLink(token), LIMITS.emailChangeHours));
      await send(emailChangeNoticeMail(record, email));
      return email;
    },

    /** The link opened: the address becomes the sign-in e-mail, once, if it is still free. */
    async confirm(token: string): Promise<string> {
      return withUniqueConflicts(EMAIL_TAKEN, () =>
        ctx.db.transaction(async (tx) => {
          const now = ctx.clock();
          const named = readSchoolToken(token);
          const change = named && (await repository.findChangeForUpdate(tx, named));
          if (!change || change.usedAt !== null || change.expiresAt <= now) {
            throw new AppError('auth.email_change_invalid');
          }
          const holder = await findStaffByEmail(tx, change.newEmail);
          if (holder && holder.id !== change.userId) throw new AppError('account.email_taken');
          const user = { id: change.userId, institutionId: change.institutionId };
          await repository.setEmail(tx, user, change.newEmail, now);
          await directory.renameStaff(tx, { ...user, email: change.oldEmail }, change.newEmail);
          await repository.endPendingChanges(tx, change.institutionId, change.userId, now);
          await sessions.revokeStaffSessions(user, { db: tx });
          await auditStaff(
            tx,
            { institutionId: change.institutionId, userId: change.userId },
            {
              action: 'staff.email_change',
              userId: change.userId,
              before: { email: change.oldEmail },
              after: { email: change.newEmail },
            },
            now,
          );
          return change.newEmail;
        }),
      );
    },
  };
}
