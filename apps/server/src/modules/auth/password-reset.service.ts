import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, randomSecret } from '../../lib/secrets.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { assertAcceptablePassword, createAccountService } from '../account/account.service.js';
import { createParentPasswordService } from '../parent/parent-password.service.js';
import * as repository from './password-reset.repository.js';

/** "Forgot password": a single-use link by e-mail, valid for one hour. */
export function createPasswordResetService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const parentPasswords = createParentPasswordService(ctx);

  function resetLink(token: string, email: string): string {
    return `${ctx.config.publicUrl}${ctx.config.basePath}resetpassword/id=${token}/email=${encodeURIComponent(email)}`;
  }

  return {
    /**
     * Always completes the same way, whether or not the e-mail has an account. A parent's
     * e-mail (a student's parent account) gets its own link to set the parent password.
     */
    async requestLink(email: string): Promise<void> {
      await parentPasswords.requestLinks(email.trim().toLowerCase(), resetLink);
      const record = await accounts.findByEmail(email);
      if (!record) return;
      const token = randomSecret();
      await repository.insertResetLink(ctx.db, {
        tokenHash: digest(token),
        userId: record.id,
        institutionId: record.institutionId,
        expiresAt: new Date(ctx.clock().getTime() + LIMITS.resetLinkMinutes * 60_000),
      });
      try {
        await ctx.mailer.send(passwordResetMail(record, resetLink(token, record.email)));
      } catch (error) {
        ctx.log.error({ err: error }, 'password-reset mail could not be sent');
      }
    },

    async reset(body: { id: string; email: string; password: string; confirm: string }): Promise<void> {
      const link = await repository.findResetLink(ctx.db, digest(body.id));
      if (!link && (await parentPasswords.reset(body))) return;
      if (!link || link.usedAt || link.email !== body.email.trim().toLowerCase()) {
        throw new AppError('auth.reset_link_invalid');
      }
      if (link.expiresAt.getTime() <= ctx.clock().getTime()) throw new AppError('auth.reset_link_expired');
      assertAcceptablePassword(body.password, body.confirm);
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.useResetLinks(tx, link, ctx.clock()))) throw new AppError('auth.reset_link_invalid');
        await accounts.replacePassword(tx, { id: link.userId, institutionId: link.institutionId }, passwordHash);
      });
    },
  };
}
