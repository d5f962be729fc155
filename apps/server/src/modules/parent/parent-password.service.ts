import { DEFAULT_LANGUAGE, LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { findParentsByEmail } from '../directory/index.js';
import type { SessionService } from '../session/index.js';
import * as repository from './parent.repository.js';

type ParentResetLink = NonNullable<Awaited<ReturnType<typeof repository.findResetLink>>>;

export type ParentPasswordService = ReturnType<typeof createParentPasswordService>;

/**
 * Parents choose their password through the same forgot-password mail as staff: any e-mail
 * that is a student's parent account gets a link for each school where it has children.
 */
export function createParentPasswordService(ctx: AppContext, { sessions }: { sessions: SessionService }) {
  return {
    async requestLinks(email: string, resetLink: (token: string, email: string) => string): Promise<void> {
      for (const institutionId of await findParentsByEmail(ctx.db, email)) {
        if (!(await repository.hasChildren(ctx.db, institutionId, email))) continue;
        const parent = await repository.ensureParent(ctx.db, institutionId, email);
        const token = schoolToken(institutionId);
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

    /** The parent's link the token belongs to, if any. */
    async findLink(token: string) {
      const named = readSchoolToken(token);
      return named && repository.findResetLink(ctx.db, named);
    },

    /** Sets the password from a checked, live link, and ends every session of the parent at that school. */
    async setPassword(link: ParentResetLink, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const parent = { id: link.parentId, institutionId: link.institutionId };
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.useResetLinks(tx, link, ctx.clock()))) throw new AppError('auth.reset_link_invalid');
        await repository.setParentPassword(tx, parent, passwordHash);
        await sessions.revokeParentSessions(parent, tx);
      });
    },
  };
}
