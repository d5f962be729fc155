import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import * as repository from './login-throttle.repository.js';

/** Failed sign-ins allowed before further attempts are refused until the window has passed. */
export const LOGIN_THROTTLE = {
  perAccount: { failures: 10, windowMs: 15 * 60_000 },
  perIp: { failures: 30, windowMs: 60_000 },
} as const;

const longestWindowMs = Math.max(LOGIN_THROTTLE.perAccount.windowMs, LOGIN_THROTTLE.perIp.windowMs);

/**
 * Slows down password guessing, per account and per IP. Counts live in the database so
 * every API process behind a load balancer enforces the same limit.
 */
export function createLoginThrottle(ctx: AppContext) {
  const since = (windowMs: number) => new Date(ctx.clock().getTime() - windowMs);

  return {
    /** Refuses the attempt before the password is even checked when either limit is reached. */
    async check(email: string, ip: string): Promise<void> {
      const [forAccount, fromIp] = await Promise.all([
        repository.countFailuresForEmail(ctx.db, email, since(LOGIN_THROTTLE.perAccount.windowMs)),
        repository.countFailuresFromIp(ctx.db, ip, since(LOGIN_THROTTLE.perIp.windowMs)),
      ]);
      if (forAccount >= LOGIN_THROTTLE.perAccount.failures || fromIp >= LOGIN_THROTTLE.perIp.failures) {
        throw new AppError('common.rate_limited');
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await repository.deleteFailuresBefore(ctx.db, since(longestWindowMs));
      await repository.insertFailure(ctx.db, { email, ip, at: ctx.clock() });
    },

    /** A correct password starts the account's count again. */
    clear(email: string): Promise<void> {
      return repository.deleteFailuresForEmail(ctx.db, email);
    },
  };
}
