import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addDays } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { findParentsByEmail } from '../directory/index.js';
import type { LoginThrottle, ParentPrincipal, SessionService } from '../session/index.js';
import { toChildStatistics } from './parent.presenter.js';
import * as repository from './parent.repository.js';

/** How far back a parent's view of their children's learning reaches. */
const STATISTICS_DAYS = 30;

export type ParentService = ReturnType<typeof createParentService>;

/** Parent sign-in and their children's learning. */
export function createParentService(
  ctx: AppContext,
  { sessions, throttle }: { sessions: SessionService; throttle: LoginThrottle },
) {
  const since = () => addDays(ctx.clock(), -STATISTICS_DAYS);

  /** The e-mail's parents who have set a password: the directory names their schools, each read on its own. */
  async function parentsWithPassword(email: string) {
    const found = [];
    for (const institutionId of await findParentsByEmail(ctx.db, email)) {
      const parent = await repository.findParentWithPassword(ctx.db, institutionId, email);
      if (parent) found.push(parent);
    }
    return found;
  }

  return {
    /**
     * The same e-mail may be a parent account at several schools, each with its own
     * password; the first whose password matches is signed in.
     */
    async login(credentials: { email: string; password: string }, ip: string) {
      const email = credentials.email.trim().toLowerCase();
      const attempt = await throttle.reserve({ kind: 'password', account: `parent:${email}` }, ip);
      const candidates = await parentsWithPassword(email);
      let parent: (typeof candidates)[number] | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, credentials.password)) {
          parent = candidate;
          break;
        }
      }
      if (candidates.length === 0) await verifyAgainstNothing(credentials.password);
      if (!parent) {
        await attempt.failed();
        throw new AppError('auth.invalid_credentials');
      }
      await attempt.succeeded();
      return { token: await sessions.openParentSession(parent) };
    },

    async children(parent: ParentPrincipal) {
      const rows = await repository.childStatistics(ctx.db, parent, since());
      return rows.map(toChildStatistics);
    },

    /** One child; a child of another family (or school) is not found. */
    async child(parent: ParentPrincipal, stuid: number) {
      const [row] = await repository.childStatistics(ctx.db, parent, since(), stuid);
      if (!row) throw new AppError('common.not_found');
      return toChildStatistics(row);
    },
  };
}
