import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { signInAddress } from './client-address.js';
import * as repository from './login-throttle.repository.js';

const MINUTES = 60;
const HOURS = 60 * MINUTES;

/**
 * The sign-in limits (docs/SIGN-IN.md explains the numbers). Every attempt at a secret is
 * counted before the secret is checked, against:
 * - the address: one budget across all accounts, large because a whole school signs in
 *   through one network address;
 * - the account from that address (the pair): a small budget, so one guesser cannot go far;
 * - the account from everywhere: free attempts, then growing delays instead of a lock, which
 *   leave out any address the account has signed in from, so its owner is never held up by
 *   someone guessing elsewhere.
 * Budgets drain back with time; a correct secret gives its attempt back.
 */
export const SIGN_IN_LIMITS = {
  address: { budget: 300, drainSeconds: 15 * MINUTES },
  /** An e-mail or a student's account with its password. */
  password: {
    pair: { budget: 10, drainSeconds: 60 * MINUTES },
    account: { free: 10, drainSeconds: 6 * HOURS, maxDelaySeconds: 10 * MINUTES },
  },
  /** A school's login numbers, all guessed at together: the "account" is the school. */
  pin: {
    pair: { budget: 40, drainSeconds: 60 * MINUTES },
    account: { free: 40, drainSeconds: 6 * HOURS, maxDelaySeconds: 10 * MINUTES },
  },
  /** A student's two secret pictures: only 66 pairs exist, so the budgets are small and slow. */
  pictures: {
    pair: { budget: 5, drainSeconds: 24 * HOURS },
    account: { free: 5, drainSeconds: 24 * HOURS, maxDelaySeconds: 4 * HOURS },
  },
  /**
   * Starts of a school's sign-in with its own accounts (OpenID Connect), from everywhere: each
   * keeps a sign-in under way in the database. Enough for a whole staff arriving at once.
   */
  schoolStart: { budget: 120, drainSeconds: 1 * MINUTES },
  /** How long an address the account signed in from stays exempt from the account-wide delays. */
  knownForDays: 30,
} as const;

export type SecretKind = 'password' | 'pin' | 'pictures';

/** What an attempt is at: the secret's kind and whose it is (an e-mail, a school's account, a school's numbers). */
export interface SignInTarget {
  kind: SecretKind;
  account: string;
}

/** A reserved attempt: the caller checks the secret, then says how it went. */
export interface SignInAttempt {
  /** The secret was right: the attempt is given back and the address becomes known to the account. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays counted. */
  failed(): Promise<void>;
}

/** Counters not touched for two days hold nothing any more: every budget drains and every delay ends sooner. */
const IDLE_MS = 2 * 24 * HOURS * 1000;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Slows down guessing of passwords, login numbers, pictures and one-time links. Counts live
 * in the database so every API process behind a load balancer enforces the same limits.
 */
export function createLoginThrottle(ctx: AppContext) {
  async function refuse(counters: repository.Counter[], reserved: Set<string>): Promise<never> {
    // Given back in the order they were taken, one row per statement, so no two attempts lock rows crosswise.
    for (const counter of counters) if (reserved.has(counter.scope)) await repository.release(ctx.db, counter);
    const refusing = counters.filter((counter) => !reserved.has(counter.scope));
    const seconds = await repository.secondsUntilAllowed(ctx.db, refusing, ctx.clock());
    throw new AppError('common.rate_limited', { retry_after: Math.max(1, Math.ceil(seconds)) });
  }

  async function take(counters: repository.Counter[]): Promise<void> {
    const reserved = await repository.reserve(ctx.db, counters, ctx.clock());
    if (reserved.size < counters.length) await refuse(counters, reserved);
  }

  const failed = () => repository.deleteIdle(ctx.db, new Date(ctx.clock().getTime() - IDLE_MS), ctx.clock());

  return {
    /**
     * Reserves one attempt at the target's secret from `ip` before the secret is checked;
     * answers `common.rate_limited` with `retry_after` (seconds) when a limit is reached.
     */
    async reserve(target: SignInTarget, ip: string): Promise<SignInAttempt> {
      const rules = SIGN_IN_LIMITS[target.kind];
      const address = signInAddress(ip);
      const pair: repository.Counter = { scope: 'pair', key: `${target.account}|${address}`, rule: rules.pair };
      const counters: repository.Counter[] = [pair, { scope: 'address', key: address, rule: SIGN_IN_LIMITS.address }];
      const account: repository.Counter = { scope: 'account', key: target.account, rule: rules.account };
      const known = await repository.isKnown(ctx.db, pair.key, ctx.clock());
      if (!known) counters.push(account);
      await take(counters);
      return {
        async succeeded() {
          const until = new Date(ctx.clock().getTime() + SIGN_IN_LIMITS.knownForDays * 24 * HOURS * 1000);
          await repository.markKnown(ctx.db, pair.key, until);
          for (const counter of counters.slice(1)) await repository.release(ctx.db, counter);
        },
        failed,
      };
    },

    /**
     * Reserves one attempt at a long random one-time secret (a reset link, a version-2
     * sign-in code): too long to guess, so only the address's budget applies.
     */
    async reserveFromAddress(ip: string): Promise<SignInAttempt> {
      const counter: repository.Counter = { scope: 'address', key: signInAddress(ip), rule: SIGN_IN_LIMITS.address };
      await take([counter]);
      return { succeeded: () => repository.release(ctx.db, counter), failed };
    },

    /**
     * Counts one start of a school's sign-in with its own accounts against the school's budget
     * (whoever starts it; the flood guard limits each address): the "account" is the school.
     */
    async reserveSchoolStart(institutionId: number): Promise<void> {
      await take([{ scope: 'account', key: `school-sign-in:${institutionId}`, rule: SIGN_IN_LIMITS.schoolStart }]);
    },
  };
}
