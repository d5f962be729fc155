import { DEFAULT_LANGUAGE, LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, randomSecret } from '../../lib/secrets.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { assertAcceptablePassword } from '../account/account.service.js';
import * as repository from './parent.repository.js';

/**
 * Parents choose their password through the same forgot-password mail as staff: any e-mail
 * that is a student's parent account gets a link for each school where it has children.
 */
export function createParentPasswordService(ctx: AppContext) {
  return {
    async requestLinks(email: string, resetLink: (token: string, email: string) => string): Promise<void> {
      for (const institutionId of await repository.institutionsWithChildren(ctx.db, email)) {
        const parent = await repository.ensureParent(ctx.db, institutionId, email);
        const token = randomSecret();
        await repository.insertResetLink(ctx.db, {
          tokenHash: digest(token),
          parentId: parent.id,
          institutionId,
          expiresAt: new Date(ctx.clock().getTime() + LIMITS.resetLinkMinutes * 60_000),
        });
        const to = { email, name: email, language: DEFAULT_LANGUAGE };
        try {
          await ctx.mailer.send(passwordResetMail(to, resetLink(token, email)));
        } catch (error) {
          ctx.log.error({ err: error }, 'parent password mail could not be sent');
        }
      }
    },

    /** Answers false when the token is not a parent's link, so the caller can say the link is invalid. */
    async reset(body: { id: string; email: string; password: string; confirm: string }): Promise<boolean> {
      const link = await repository.findResetLink(ctx.db, digest(body.id));
      if (!link) return false;
      if (link.usedAt || link.email !== body.email.trim().toLowerCase()) throw new AppError('auth.reset_link_invalid');
      if (link.expiresAt.getTime() <= ctx.clock().getTime()) throw new AppError('auth.reset_link_expired');
      assertAcceptablePassword(body.password, body.confirm);
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.useResetLinks(tx, link, ctx.clock()))) throw new AppError('auth.reset_link_invalid');
        await repository.setParentPassword(tx, { id: link.parentId, institutionId: link.institutionId }, passwordHash);
      });
      return true;
    },
  };
}
