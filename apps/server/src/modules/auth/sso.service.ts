import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { digest, randomSecret } from '../../lib/secrets.js';
import type { AccountService } from '../account/index.js';
import type { LoginThrottle, StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';
import * as repository from './sso.repository.js';

export type SsoService = ReturnType<typeof createSsoService>;

/**
 * The switch-to-version-2 link: this app issues a short-lived one-time code, the other
 * site redeems it once, server to server, to learn who is arriving.
 */
export function createSsoService(
  ctx: AppContext,
  { accounts, throttle }: { accounts: AccountService; throttle: LoginThrottle },
) {
  return {
    async issue(staff: StaffPrincipal) {
      const code = randomSecret();
      await repository.insertSsoCode(ctx.db, {
        codeHash: digest(code),
        userId: staff.userId,
        institutionId: staff.institutionId,
        expiresAt: new Date(ctx.clock().getTime() + LIMITS.ssoCodeSeconds * 1000),
      });
      return { code, expires_in: LIMITS.ssoCodeSeconds };
    },

    /**
     * The attempt is counted against the calling address's budget before the code is looked
     * up; the other site redeems everyone's codes from its own address.
     */
    async redeem(code: string, ip: string) {
      const attempt = await throttle.reserveFromAddress(ip);
      const owner = await repository.consumeSsoCode(ctx.db, digest(code), ctx.clock());
      if (!owner) {
        await attempt.failed();
        throw new AppError('auth.sso_code_invalid');
      }
      await attempt.succeeded();
      const record = await accounts.load({ userId: owner.userId, institutionId: owner.institutionId });
      if (record.status !== 'active') throw new AppError('auth.sso_code_invalid');
      return { ...toSessionUser(record), school_code: record.schoolCode };
    },
  };
}
