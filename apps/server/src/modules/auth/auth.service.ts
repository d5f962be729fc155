import type { Language } from '@lms/shared';
import { AppError } from '../../lib/app-error.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { AccountService } from '../account/index.js';
import type { InternalService } from '../internal/index.js';
import type { LoginThrottle, SessionService, StaffPrincipal } from '../session/index.js';
import { toSessionUser } from './auth.presenter.js';

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in and sign-out of teachers and administrators. */
export function createAuthService({
  accounts,
  internal,
  sessions,
  throttle,
}: {
  accounts: AccountService;
  internal: InternalService;
  sessions: SessionService;
  throttle: LoginThrottle;
}) {
  return {
    /**
     * An unknown e-mail and a wrong password answer the same, after the same amount of work,
     * so nobody can find out which e-mails have accounts.
     */
    async login(credentials: { email: string; password: string }, ip: string) {
      const email = credentials.email.trim().toLowerCase();
      const attempt = await throttle.reserve({ kind: 'password', account: `staff:${email}` }, ip);
      const record = await accounts.findByEmail(email);
      const correct = record
        ? await verifyPassword(record.passwordHash, credentials.password)
        : await verifyAgainstNothing(credentials.password);
      if (!record || !correct) {
        await attempt.failed();
        throw new AppError('auth.invalid_credentials');
      }
      await attempt.succeeded();
      // Told only to someone who knows the password, so suspension reveals nothing to a guesser.
      if (record.status === 'suspended') throw new AppError('auth.suspended');
      const token = await sessions.openStaffSession(record);
      return { token, user: toSessionUser(record) };
    },

    logout(staff: StaffPrincipal): Promise<void> {
      return sessions.revoke(staff);
    },

    /** Internal staff are told who they are and which school they look at, not the administrator they act as. */
    async me(staff: StaffPrincipal) {
      if (staff.internal) return internal.me(staff);
      return toSessionUser(await accounts.load(staff));
    },

    async setLanguage(staff: StaffPrincipal, language: Language) {
      await accounts.setLanguage(staff, language);
      return toSessionUser(await accounts.load(staff));
    },
  };
}
