import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, readSchoolToken, schoolToken } from '../../lib/secrets.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { type AccountService, assertAcceptablePassword } from '../account/index.js';
import type { ParentPasswordService } from '../parent/index.js';
import type { LoginThrottle } from '../session/index.js';
import * as repository from './password-reset.repository.js';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** "Forgot password": a single-use link by e-mail, valid for one hour. */
export function createPasswordResetService(
  ctx: AppContext,
  {
    accounts,
    parentPasswords,
    throttle,
  }: { accounts: AccountService; parentPasswords: ParentPasswordService; throttle: LoginThrottle },
) {
  /** A staff member's link, or else a parent's. */
  async function findLink(token: string) {
    const named = readSchoolToken(token);
    const staffLink = named && (await repository.findResetLink(ctx.db, named));
    if (staffLink) return { owner: 'staff', link: staffLink } as const;
    const parentLink = await parentPasswords.findLink(token);
    return parentLink && ({ owner: 'parent', link: parentLink } as const);
  }

  /**
   * The unused, unexpired link of that e-mail, or the reason it is refused. The attempt is
   * counted against the address before the token is looked up, and given back once the
   * token proves to be a link of that e-mail. A token is a long random secret, so it is
   * not counted per e-mail: that would only let a stranger hold up the link's owner.
   */
  async function liveLink(body: { id: string; email: string }, ip: string) {
    const email = body.email.trim().toLowerCase();
    const attempt = await throttle.reserveFromAddress(ip);
    const found = await findLink(body.id);
    if (!found || found.link.usedAt || found.link.email !== email) {
      await attempt.failed();
      throw new AppError('auth.reset_link_invalid');
    }
    await attempt.succeeded();
    if (found.link.expiresAt.getTime() <= ctx.clock().getTime()) throw new AppError('auth.reset_link_expired');
    return found;
  }

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
      const token = schoolToken(record.institutionId);
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

    /** Whether the link can still set a password, checked when its page opens; changes nothing. */
    async check(body: { id: string; email: string }, ip: string): Promise<void> {
      await liveLink(body, ip);
    },

    async reset(body: { id: string; email: string; password: string; confirm: string }, ip: string): Promise<void> {
      const found = await liveLink(body, ip);
      assertAcceptablePassword(body.password, body.confirm);
      if (found.owner === 'parent') return parentPasswords.setPassword(found.link, body.password);
      const { link } = found;
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        if (!(await repository.useResetLinks(tx, link, ctx.clock()))) throw new AppError('auth.reset_link_invalid');
        await accounts.replacePassword(tx, { id: link.userId, institutionId: link.institutionId }, passwordHash);
      });
    },
  };
}
