import { createHash, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { digest, readSchoolToken, type SchoolTokenKey, schoolToken } from '../../lib/secrets.js';
import type { AccountService } from '../account/index.js';
import { findSchoolByCode } from '../directory/index.js';
import type { LoginThrottle, SessionService, StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';
import * as repository from './sso.repository.js';
import { readSsoCode, signSsoCode } from './sso-code.js';

export type SsoService = ReturnType<typeof createSsoService>;

/** The header the version-2 site sends the shared secret in when it redeems a code. */
export const SSO_SECRET_HEADER = 'x-sso-secret';

/** Whether the caller gave the shared secret (compared in constant time, whatever its length). */
function holdsSecret(secret: string | null, given: string | null): boolean {
  if (!secret || given === null) return false;
  return timingSafeEqual(createHash('sha256').update(secret).digest(), createHash('sha256').update(given).digest());
}

/**
 * Single sign-on between the two versions of the product. The switch-to-version-2 link: this
 * app issues a short-lived one-time code, the other site redeems it once, server to server with
 * the shared secret, or reads it with that secret. /ssologin: the other site's signed code signs its person in here.
 */
export function createSsoService(
  ctx: AppContext,
  { accounts, sessions, throttle }: { accounts: AccountService; sessions: SessionService; throttle: LoginThrottle },
) {
  const secret = ctx.config.ssoSecret;
  const refused = () => new AppError('auth.sso_code_invalid');

  /**
   * Where a code of this app is looked up: a signed code (the format both versions share) in
   * the school its claims name by code, any other in the school its prefix names.
   */
  async function codeKey(code: string): Promise<SchoolTokenKey | undefined> {
    const claims = secret ? readSsoCode(code, secret) : null;
    if (!claims) return readSchoolToken(code);
    const institutionId = await findSchoolByCode(ctx.db, claims.school);
    return institutionId === undefined ? undefined : { institutionId, hash: digest(code) };
  }

  return {
    async issue(staff: StaffPrincipal) {
      const expiresAt = new Date(ctx.clock().getTime() + LIMITS.ssoCodeSeconds * 1000);
      let code = schoolToken(staff.institutionId);
      if (secret) {
        const record = await accounts.load(staff);
        const exp = Math.floor(expiresAt.getTime() / 1000);
        code = signSsoCode({ email: record.email, school: record.schoolCode, exp }, secret);
      }
      await repository.insertSsoCode(ctx.db, {
        codeHash: digest(code),
        userId: staff.userId,
        institutionId: staff.institutionId,
        expiresAt,
      });
      return { code, expires_in: LIMITS.ssoCodeSeconds };
    },

    /**
     * Answers who a code was issued to, to the other site only: it authenticates with the shared
     * secret (without one configured, nobody can). The attempt is counted against the calling
     * address's budget before the secret and the code are checked; the other site redeems
     * everyone's codes from its own address.
     */
    async redeem(code: string, ip: string, callerSecret: string | null) {
      const attempt = await throttle.reserveFromAddress(ip);
      if (!holdsSecret(secret, callerSecret)) {
        await attempt.failed();
        throw new AppError('auth.sso_caller_refused');
      }
      const key = await codeKey(code);
      const owner = key && (await repository.consumeSsoCode(ctx.db, key, ctx.clock()));
      if (!owner) {
        await attempt.failed();
        throw refused();
      }
      await attempt.succeeded();
      const record = await accounts.load({ userId: owner.userId, institutionId: owner.institutionId });
      if (record.status !== 'active') throw refused();
      return { ...toSessionUser(record), school_code: record.schoolCode };
    },

    /**
     * Signs in the person a code from the other version names: signed with the shared secret,
     * not expired nor valid for longer than a code ever is, naming an active staff member by
     * e-mail and school code, and never used before (its digest is kept in `sso_codes`).
     */
    async login(code: string, ip: string) {
      const attempt = await throttle.reserveFromAddress(ip);
      const now = ctx.clock();
      const claims = secret ? readSsoCode(code, secret) : null;
      const expiresAt = claims ? new Date(claims.exp * 1000) : now;
      const fresh = expiresAt > now && expiresAt.getTime() <= now.getTime() + LIMITS.ssoCodeSeconds * 1000;
      const record = claims && fresh ? await accounts.findByEmail(claims.email) : undefined;
      const owner = record?.schoolCode.toLowerCase() === claims?.school.toLowerCase() ? record : undefined;
      const first =
        owner &&
        (await repository.redeemSsoCode(
          ctx.db,
          { codeHash: digest(code), userId: owner.id, institutionId: owner.institutionId, expiresAt },
          now,
        ));
      if (!owner || !first) {
        await attempt.failed();
        throw refused();
      }
      await attempt.succeeded();
      if (owner.status === 'suspended') throw new AppError('auth.suspended');
      if (owner.status !== 'active') throw refused();
      const token = await sessions.openStaffSession(owner);
      return { token, user: toSessionUser(owner) };
    },
  };
}
